/**
 * What each resource's list shows right now: its filters (the filter bar's, the search `q`, a
 * screen's own) and its sort. The header's CSV export asks for the same rows (issue 28 §5); the
 * list sits in the page, the button in the header, so the list leaves them here.
 */
import type { SortPayload } from 'ra-core';

export interface ShownList {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

const shown = new Map<string, ShownList>();

export const shownLists = {
  /** The list of `resource` on screen, if one is. */
  get: (resource: string): ShownList | undefined => shown.get(resource),
  set(resource: string, list: ShownList) {
    shown.set(resource, list);
  },
  /** When the list goes: only if it is still the one shown (another may have replaced it). */
  remove(resource: string, list: ShownList) {
    if (shown.get(resource) === list) shown.delete(resource);
  },
};
