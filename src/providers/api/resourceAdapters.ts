/** Where a resource's API differs from the generic CRUD pattern (docs/api.md). */
import type { Identifier, RaRecord } from 'ra-core';

export interface ResourceAdapter {
  /** POST path when creating is not `POST <apiPath>/`. */
  createPath?: string;
  /** A row as the app uses it. */
  fromApi?(row: RaRecord): RaRecord;
  /** The PUT body when it is not the flat write payload. */
  updateBody?(payload: Record<string, unknown>, id: Identifier, previous: RaRecord | undefined): unknown;
}

interface PersonUser {
  id?: number;
  username?: string;
}

export const resourceAdapters: Partial<Record<string, ResourceAdapter>> = {
  /** Persons carry their login as `user: {id, username}`; they are added at /api/users/. */
  employees: {
    createPath: '/api/users',
    fromApi: (row) => ({ ...row, username: (row.user as PersonUser | undefined)?.username ?? '' }),
    updateBody: ({ username, password, ...person }, id, previous) => ({
      ...person,
      id,
      user: {
        id: (previous?.user as PersonUser | undefined)?.id,
        username,
        ...(password ? { password } : {}),
      },
    }),
  },
};
