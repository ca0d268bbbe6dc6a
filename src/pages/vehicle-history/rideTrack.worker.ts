/**
 * Parses a ride's track off the main thread (rideTrackParser): says 'ready' once loaded, then gets
 * the answer's bytes and posts back the RideTrack with its arrays transferred, or the parse's
 * error message.
 */
import { parseRideTrack, transferablesOf, type RideTrack } from './rideTrack';

export type RideTrackMessage = 'ready' | { track: RideTrack } | { error: string };

const post = (message: RideTrackMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = ({ data: bytes }: MessageEvent<ArrayBuffer>) => {
  let track: RideTrack;
  try {
    track = parseRideTrack(bytes);
  } catch (error) {
    post({ error: String((error as Error).message ?? error) });
    return;
  }
  post({ track }, transferablesOf(track));
};

post('ready');
