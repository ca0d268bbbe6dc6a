/**
 * The "not found" rules of spec §5: before some saves the chosen references are looked up again,
 * and a missing one (or one not matching its `referenceWhere`, e.g. a tanker that is no TANK)
 * stops the save with the reference's not-found message. Where the spec skips the save silently
 * (a fueling's add), nothing is sent either, but the message still says which value was not found,
 * as a warning.
 */
import type { Identifier, RaRecord } from 'ra-core';
import type { ResourceSpec } from '../domain/resources';
import { isBlank, type WriteMode } from '../domain/requiredValues';

/** Reads one row of a resource, or undefined when there is none. */
export type ReferenceLookup = (resource: string, id: Identifier) => Promise<RaRecord | undefined>;

export interface MissingReference {
  field: string;
  /** Translation key of the message to show. */
  message: string;
  /** A warning where the spec skips the save silently, an error otherwise. */
  severity: 'error' | 'warning';
}

/** The first checked reference (in declaration order) that no longer exists, or null. */
export async function findMissingReference(
  spec: ResourceSpec,
  values: Record<string, unknown>,
  mode: WriteMode,
  lookup: ReferenceLookup,
): Promise<MissingReference | null> {
  const check = spec.referenceChecks?.[mode];
  if (!check) return null;
  const found = await Promise.all(
    check.fields.map(async (field) => {
      const { reference, referenceWhere = {} } = spec.fields[field] ?? {};
      const id = values[field];
      if (!reference || isBlank(id)) return true;
      const row = await lookup(reference, id as Identifier);
      return Boolean(row && Object.entries(referenceWhere).every(([column, wanted]) => row[column] === wanted));
    }),
  );
  const index = found.indexOf(false);
  if (index < 0) return null;
  const field = check.fields[index];
  return {
    field,
    message: `resources.${spec.name}.referenceNotFound.${field}`,
    severity: check.silent ? 'warning' : 'error',
  };
}
