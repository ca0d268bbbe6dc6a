/**
 * Data-loading failures (lists, selects) are logged only, with no toast (spec §8); a screen shows
 * its own text where the spec gives one ("Brak pracowników", "Brak Ról"). Access denials still end
 * the session: react-admin checks them in the data provider, not here.
 */
const logLoadError = (error: unknown) => console.error(error);

/** Query options for react-admin's list and reference queries. */
export const quietLoadOptions = { onError: logLoadError } as const;
