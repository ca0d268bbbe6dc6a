/** How a row of a resource reads in selects, filters and reference cells: its `recordText` fields joined by spaces. */
import type { RaRecord } from 'ra-core';
import { getResource } from '../domain/resources';

export const recordText =
  (resource: string) =>
  (record: RaRecord): string =>
    getResource(resource)
      .recordText.map((name) => record[name])
      .filter((value) => value !== null && value !== undefined && value !== '')
      .join(' ');
