/**
 * The generic CRUD engine as a plugin: the routes of every registry resource (list, read, create,
 * update, delete, OpenAPI) and archive instead of delete for the archivable ones (issue 16 §3).
 * Employees have routes of their own (server/employees), archived through the same engine with
 * their login's rule.
 */
import { isArchivable } from '../../src/domain/archive';
import { resourceList } from '../../src/domain/resources';
import { employeeShape } from '../employees/repository';
import { assertMayArchive } from '../employees/loginRules';
import type { Feature } from '../http/feature';
import { registerArchiveRoutes } from './archiveRoutes';
import { registerResourceRoutes } from './routes';
import { tableShape } from './tableShape';
import type { ResourceWriteHooks } from './writeHooks';

/** Resources whose routes are written by hand rather than generated from the registry. */
const HAND_WRITTEN = new Set(['employees']);

/** The engine's routes, with what features add to some resources' writes (`hooks`, by resource name). */
export const crudRoutes = (hooks: ResourceWriteHooks = {}): Feature => async (app, { database }) => {
  for (const spec of resourceList) {
    if (!HAND_WRITTEN.has(spec.name)) registerResourceRoutes(app, database, spec, tableShape(spec), hooks[spec.name]);
  }
  for (const spec of resourceList) {
    if (!isArchivable(spec)) continue;
    if (spec.name === 'employees') registerArchiveRoutes(app, database, spec, employeeShape, assertMayArchive);
    else registerArchiveRoutes(app, database, spec, tableShape(spec));
  }
};
