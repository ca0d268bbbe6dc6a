/**
 * The generic CRUD engine as a plugin: the routes of every registry resource (list, read, create,
 * update, delete, OpenAPI) and archive instead of delete for the archivable ones (issue 16 §3).
 * Employees have routes of their own (server/employees), which register the same engine's archive
 * routes with their login's rule: the engine knows no feature.
 */
import { isArchivable } from '../../src/domain/archive';
import { resourceList } from '../../src/domain/resources';
import type { Feature } from '../http/feature';
import { registerArchiveRoutes } from './archiveRoutes';
import { registerResourceRoutes } from './routes';
import { tableShape } from './tableShape';
import type { ResourceWriteHooks } from './writeHooks';

/** Resources whose routes are written by hand rather than generated from the registry. */
const HAND_WRITTEN = new Set(['employees']);

/** The engine's routes, with what features add to some resources' writes (`hooks`, by resource name). */
export const crudRoutes =
  (hooks: ResourceWriteHooks = {}): Feature =>
  async (app, { database }) => {
    const generated = resourceList.filter((spec) => !HAND_WRITTEN.has(spec.name));
    for (const spec of generated) registerResourceRoutes(app, database, spec, tableShape(spec), hooks[spec.name]);
    for (const spec of generated) {
      if (isArchivable(spec)) registerArchiveRoutes(app, database, spec, tableShape(spec));
    }
  };
