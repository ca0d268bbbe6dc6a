/**
 * Data-loading failures (lists, selects) are logged only, with no toast (spec §8); a screen shows
 * its own text where the spec gives one ("Brak pracowników", "Brak Ról"). Access denials end the
 * session or replace the page (providers/refusals): react-admin checks them in the data provider,
 * not here. A failed load is tried once
 * more, then given up (react-query's default of three retries keeps a select "loading" for ~10 s);
 * the next change of page, sort, filter or scope asks again.
 */
import { isAccessDenied } from '../providers/authProviderBase';

const logLoadError = (error: unknown) => console.error(error);

/** One more try, unless access was denied (asking again will not help). */
const retryOnce = (failures: number, error: unknown) => failures < 1 && !isAccessDenied(error);

/** Query options for react-admin's list and reference queries. */
export const quietLoadOptions = { onError: logLoadError, retry: retryOnce } as const;
