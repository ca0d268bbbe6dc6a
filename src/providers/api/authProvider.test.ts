// @vitest-environment jsdom
import '../../test/domSetup';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { getStoredUser, storeUser, USER_KEY } from '../../state/storedUser';
import { workScope } from '../../state/workScope';
import { getAuthProvider } from './authProvider';
import { getDataProvider } from './dataProvider';

/** Requests of no site and no dates. */
const dataProvider = getDataProvider({ scope: () => ({ site: null, dateRange: {} }) });
const ADMIN = { username: 'admin', fullName: 'Admin', access: { role: 'administrator' as const, sites: null } };

describe('API auth provider', () => {
  it('logs in at /api/admin-login/ and stores the user without the password', async () => {
    const requests = mockFetch(() => ({
      body: { user: { id: 1, username: 'admin', first_name: 'Anna', last_name: 'Nowak', access: { role: 'administrator', sites: null } } },
    }));
    await getAuthProvider().login({ username: 'admin', password: 'tajne-haslo' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/admin-login/', credentials: 'include' });
    expect(requests[0].body).toEqual({ username: 'admin', password: 'tajne-haslo' });
    expect(getStoredUser()).toEqual({ username: 'admin', fullName: 'Anna Nowak', access: { role: 'administrator', sites: null } });
    expect(window.localStorage.getItem(USER_KEY)).not.toContain('tajne-haslo');
  });

  it('rejects a bad login and stores nothing', async () => {
    mockFetch(() => ({ status: 401, body: { detail: 'Niepoprawny login lub hasło' } }));
    await expect(getAuthProvider().login({ username: 'admin', password: 'zle' })).rejects.toMatchObject({ status: 401 });
    expect(getStoredUser()).toBeNull();
  });

  it('decides the session by the stored user alone and redirects with the original address', async () => {
    window.history.pushState({}, '', '/materials?site=2#top');
    await expect(getAuthProvider().checkAuth({})).rejects.toEqual({
      redirectTo: '/login?redirect=%2Fmaterials%3Fsite%3D2%23top',
      message: false,
    });
    // On the login page (e.g. a check late after a session ended there) the address stays.
    window.history.pushState({}, '', '/login?reason=session-expired&redirect=%2Fmaterials');
    await expect(getAuthProvider().checkAuth({})).rejects.toEqual({
      redirectTo: '/login?reason=session-expired&redirect=%2Fmaterials',
      message: false,
    });
    storeUser(ADMIN);
    await expect(getAuthProvider().checkAuth({})).resolves.toBeUndefined();
  });

  it('treats a 401, and a 403 about the account or its session, as an expired session, to return to the same address after login', async () => {
    window.history.pushState({}, '', '/fueling?site=2');
    const ended = [
      { status: 401 },
      { status: 403, body: { detail: 'To konto nie ma dostępu do panelu.', code: 'no_dashboard_access' } },
      { status: 403, body: { detail: 'Nieprawidłowy token XSRF.', code: 'invalid_xsrf' } },
      { status: 403, body: { detail: 'Brak uprawnień.' } },
    ];
    for (const error of ended) {
      storeUser(ADMIN);
      await expect(getAuthProvider().checkError(error)).rejects.toEqual({
        redirectTo: '/login?reason=session-expired&redirect=%2Ffueling%3Fsite%3D2',
        message: false,
      });
      expect(getStoredUser()).toBeNull();
    }
    // A second 401 (another request of the same page) arrives once the login page shows.
    window.history.pushState({}, '', '/login?reason=session-expired&redirect=%2Ffueling%3Fsite%3D2');
    await expect(getAuthProvider().checkError({ status: 401 })).rejects.toEqual({
      redirectTo: '/login?reason=session-expired&redirect=%2Ffueling%3Fsite%3D2',
      message: false,
    });
    window.history.pushState({}, '', '/');
    await expect(getAuthProvider().checkError({ status: 401 })).rejects.toEqual({
      redirectTo: '/login?reason=session-expired',
      message: false,
    });
  });

  it('keeps the session on a 403 refusing a site, a record or an operation (issue 28 §2)', async () => {
    window.history.pushState({}, '', '/repairs/7/show');
    const refusals = [
      { detail: 'Brak dostępu do tej budowy.', code: 'site_forbidden' },
      { detail: 'To konto ma tylko prawo odczytu.', code: 'read_only' },
      { detail: 'Tylko administrator może to zrobić.', code: 'admin_only' },
    ];
    for (const body of refusals) {
      storeUser(ADMIN);
      await expect(getAuthProvider().checkError({ status: 403, body })).resolves.toBeUndefined();
      expect(getStoredUser()).toEqual(ADMIN);
    }
  });

  it('keeps the stored user through a refused request that keeps the session, and drops it on one that ends it', async () => {
    storeUser(ADMIN);
    mockFetch(() => ({ status: 403, body: { detail: 'Brak dostępu do tej budowy.', code: 'site_forbidden' } }));
    await expect(dataProvider.getOne('repairs', { id: 7 })).rejects.toMatchObject({ status: 403, message: 'Brak dostępu do tej budowy.' });
    expect(getStoredUser()).toEqual(ADMIN);
    // A bulk delete refused row by row carries the first refusal's code.
    const refusedDelete = await dataProvider.deleteMany('materials', { ids: [1, 2] }).catch((error: unknown) => error);
    await expect(getAuthProvider().checkError(refusedDelete)).resolves.toBeUndefined();
    expect(getStoredUser()).toEqual(ADMIN);
    mockFetch(() => ({ status: 403, body: { detail: 'To konto nie ma dostępu do panelu.', code: 'no_dashboard_access' } }));
    await expect(dataProvider.getOne('repairs', { id: 7 })).rejects.toMatchObject({ status: 403 });
    expect(getStoredUser()).toBeNull();
  });

  it('after Wyloguj, answers 401 of requests still under way without calling the session expired', async () => {
    const authProvider = getAuthProvider();
    storeUser(ADMIN);
    mockFetch(() => ({ status: 204 }));
    window.history.pushState({}, '', '/rides');
    await authProvider.logout({});
    // No redirect and no message: react-admin leaves the user on /login?reason=logged-out.
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ logoutUser: false, message: false });
    // Once logged in again, a 401 means an expired session as before.
    mockFetch(() => ({ body: { user: { username: 'admin', first_name: 'Anna', last_name: 'Nowak', access: ADMIN.access } } }));
    await authProvider.login({ username: 'admin', password: 'tajne-haslo' });
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ redirectTo: '/login?reason=session-expired&redirect=%2Frides', message: false });
  });

  it('keeps the session on other errors', async () => {
    storeUser(ADMIN);
    await expect(getAuthProvider().checkError({ status: 500 })).resolves.toBeUndefined();
    expect(getStoredUser()).not.toBeNull();
  });

  it('logs out on the server and forgets the user', async () => {
    storeUser(ADMIN);
    document.cookie = 'XSRF-TOKEN=abc; path=/';
    const requests = mockFetch(() => ({ status: 204 }));
    await getAuthProvider().logout({});
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/logout/' });
    expect(requests[0].headers.get('X-XSRF-TOKEN')).toBe('abc');
    expect(getStoredUser()).toBeNull();
  });

  it('gives the stored user as identity', async () => {
    storeUser({ ...ADMIN, fullName: 'Anna Nowak' });
    await expect(getAuthProvider().getIdentity?.()).resolves.toEqual({ id: 'admin', fullName: 'Anna Nowak' });
  });

  it('keeps the account’s access with the stored user, and a site-bound account works on one of its sites', async () => {
    workScope.setSite(7);
    mockFetch(() => ({ body: { user: { id: 2, username: 'kierownik', access: { role: 'site_manager', sites: [3, 5] } } } }));
    const authProvider = getAuthProvider();
    await authProvider.login({ username: 'kierownik', password: 'haslo' });
    expect(getStoredUser()?.access).toEqual({ role: 'site_manager', sites: [3, 5] });
    // Site 7 is not his: the first of his sites is selected, and no other can be.
    expect(workScope.get().site).toBe(3);
    workScope.setSite(null);
    expect(workScope.get().site).toBe(3);
    workScope.setSite(5);
    expect(workScope.get().site).toBe(5);
    await authProvider.logout({});
  });

  it('treats a user stored without access (before roles) as logged out', async () => {
    window.localStorage.setItem(USER_KEY, JSON.stringify({ username: 'admin', fullName: 'Admin' }));
    window.history.pushState({}, '', '/materials');
    expect(getStoredUser()).toBeNull();
    await expect(getAuthProvider().checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fmaterials' });
  });
});
