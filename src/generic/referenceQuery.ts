/** The list query a reference select runs (and that a screen's preloading warms up). */
import { getResource } from '../domain/resources';

/** Enough rows for any reference select; the server pages at 500. */
export const REFERENCE_PAGE = 500;

/** The getList params of a select choosing among `reference`'s rows (react-admin's query key shape). */
export const referenceListParams = (reference: string, where: Record<string, string | number> = {}) => ({
  pagination: { page: 1, perPage: REFERENCE_PAGE },
  sort: getResource(reference).defaultSort,
  filter: { ...where },
  meta: undefined,
});
