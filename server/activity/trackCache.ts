/**
 * Ride tracks as sent (JSON and gzip), kept while they are unchanged. A ride's points are only
 * ever added and ids only grow, so the newest point's id names a version; the route reads it with
 * one index step on every request, which stays right when other server processes add points.
 * Least recently used tracks leave first once the cache is full.
 */
import { gzipSync } from 'node:zlib';

export interface CachedTrack {
  /** The version as an HTTP entity tag. */
  etag: string;
  json: string;
  gzip: Buffer;
}

export class TrackCache {
  private readonly tracks = new Map<number, CachedTrack>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The ride's track in this version, or undefined. */
  get(ride: number, etag: string): CachedTrack | undefined {
    const track = this.tracks.get(ride);
    if (!track || track.etag !== etag) return undefined;
    this.tracks.delete(ride);
    this.tracks.set(ride, track);
    return track;
  }

  /** Keeps the ride's track (JSON text) in this version and returns it with its gzip. */
  set(ride: number, etag: string, json: string): CachedTrack {
    this.remove(ride);
    const track = { etag, json, gzip: gzipSync(json) };
    const size = track.json.length + track.gzip.length;
    if (size > this.maxBytes) return track;
    for (const [oldest] of this.tracks) {
      if (this.bytes + size <= this.maxBytes) break;
      this.remove(oldest);
    }
    this.tracks.set(ride, track);
    this.bytes += size;
    return track;
  }

  private remove(ride: number) {
    const track = this.tracks.get(ride);
    if (!track) return;
    this.tracks.delete(ride);
    this.bytes -= track.json.length + track.gzip.length;
  }
}
