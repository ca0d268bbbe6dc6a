/** Where a resource's API differs from the generic CRUD pattern (docs/api.md). */

export interface ResourceAdapter {
  /** POST path when creating is not `POST <apiPath>/`. */
  createPath?: string;
}

export const resourceAdapters: Partial<Record<string, ResourceAdapter>> = {
  /** Employees are added with their login at /api/users/ (read and updated at /api/persons/). */
  employees: { createPath: '/api/users' },
};
