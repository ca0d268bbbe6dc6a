/**
 * Stands in for the one line a real change adds to src/domain/resources/index.ts: puts contractors
 * into the registry. Imported before the server's and the app's modules, because some of them read
 * the registry once, when they load (the CSV exports' routes, the app's resource modules).
 */
import { resourceList, resources, type ResourceSpec } from '../../src/domain/resources';
import { contractors } from './contractorsResource';

(resources as Record<string, ResourceSpec>)[contractors.name] = contractors;
resourceList.push(contractors);
