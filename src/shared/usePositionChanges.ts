/**
 * The live maps' channel (issue 31 §3): the positions stored after a cursor, asked of the server
 * every LIVE_POLL_MS while the page is visible. The server reads them from the database, so a
 * position posted to any server behind the balancer reaches every map (docs/performance.md "Live
 * maps" tells why polling a small delta and not server-sent events).
 */
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'ra-core';
import type { FleetChanges } from '../domain/fleet/api';
import type { SatDataProvider } from '../providers/types';
import { useWorkScope } from '../state/workScope';

/** How often the live maps ask for the changes. */
export const LIVE_POLL_MS = 2_000;

/**
 * Calls `onChanges` with each answer that brings positions. `from`: the cursor to start after (a
 * snapshot's); undefined starts from now, and calls `onStarted` once that cursor is known: what
 * the page loaded before then may miss a position stored meanwhile, so it loads again; null waits
 * (the snapshot is loading).
 */
export function usePositionChanges(from: number | null | undefined, onChanges: (changes: FleetChanges) => void, onStarted?: () => void): void {
  const dataProvider = useDataProvider<SatDataProvider>();
  const { site } = useWorkScope();
  const latest = useRef(onChanges);
  latest.current = onChanges;
  const started = useRef(onStarted);
  started.current = onStarted;
  useEffect(() => {
    if (from === null) return;
    let cursor = from;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async () => {
      timer = undefined;
      if (document.visibilityState === 'visible') {
        try {
          const changes = await dataProvider.getFleetChanges(cursor);
          if (stopped) return;
          const first = cursor === undefined;
          cursor = changes.cursor;
          if (first) started.current?.();
          else if (changes.units.length) latest.current(changes);
        } catch (error) {
          // Loading failures are logged only (spec §8); the next turn tries again.
          console.error(error);
        }
      }
      if (!stopped) timer = setTimeout(ask, LIVE_POLL_MS);
    };
    // Without a cursor the first answer gives one at once; after a snapshot, the first changes a turn later.
    if (from === undefined) void ask();
    else timer = setTimeout(ask, LIVE_POLL_MS);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [dataProvider, from, site]);
}
