/**
 * A worker parsing one ride's track (rideTrack.worker.ts), started when the track is asked for,
 * so that it has loaded by the time the answer arrives: the answer's bytes are transferred to it
 * and the track's typed arrays back. Where no worker can start (none in the environment, or its
 * script fails to load before it is ready), the same parse runs on the main thread, with a warning
 * in the console; a parse error rejects either way.
 */
import { parseRideTrack, type RideTrack } from './rideTrack';
import type { RideTrackMessage } from './rideTrack.worker';

export interface RideTrackParser {
  parse(bytes: ArrayBuffer): Promise<RideTrack>;
  /** Ends the worker (when the answer never came). */
  stop(): void;
}

const onMainThread: RideTrackParser = { parse: async (bytes) => parseRideTrack(bytes), stop: () => {} };

function startWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(new URL('./rideTrack.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    console.warn('The ride track worker did not start; the track is parsed on the main thread.', error);
    return null;
  }
}

export function rideTrackParser(): RideTrackParser {
  const worker = startWorker();
  if (!worker) return onMainThread;
  const ready = new Promise<boolean>((resolve) => {
    worker.onmessage = () => resolve(true);
    worker.onerror = (event) => {
      event.preventDefault();
      console.warn('The ride track worker did not start; the track is parsed on the main thread.', event.message);
      resolve(false);
    };
  });
  const stop = () => worker.terminate();
  return {
    stop,
    async parse(bytes) {
      if (!(await ready)) return onMainThread.parse(bytes);
      return new Promise<RideTrack>((resolve, reject) => {
        worker.onmessage = ({ data }: MessageEvent<RideTrackMessage>) => {
          if (typeof data === 'object' && 'track' in data) resolve(data.track);
          else reject(new Error(typeof data === 'object' ? data.error : 'unexpected message from the ride track worker'));
        };
        worker.onerror = (event) => {
          event.preventDefault();
          reject(new Error(event.message || 'the ride track worker failed'));
        };
        worker.postMessage(bytes, [bytes]);
      });
    },
  };
}
