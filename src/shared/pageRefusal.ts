/**
 * A page whose data the server refuses with a 403 that keeps the session (issue 28 §2: a site
 * manager's link to another site's ride, work day or repair request): the layout shows the
 * server's message in place of the page, and the user stays signed in. Right after logging in, a
 * `redirect` to such a page (or to one the app itself keeps from the account: administrators only)
 * lands on /rides with the message as an error toast instead, so that the login leads where the
 * account may work.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { refusalMessage } from '../providers/refusals';
import { useToast } from '../toasts/useToast';
import { HOME_PATH } from './RootRedirect';

/** The path the login page sends the user to, until the user leaves it. */
let landing: string | null = null;

/** Called by the login page with the path it is about to open (null when the login failed). */
export function expectLanding(path: string | null): void {
  landing = path === null ? null : new URL(path, window.location.origin).pathname;
}

interface Refusal {
  message: string;
  /** The path of the page whose read was refused. */
  pathname: string;
}

/**
 * The path on screen when each query last started fetching: its refusal belongs to that page, even
 * when it arrives as the next page shows (the router's history has the new path before React does).
 */
const fetchedOn = new WeakMap<object, string>();

/** Leaves a refused page the login has just opened for /rides, saying why; false on any other page. */
function useRefusedLandingExit(): (pathname: string, message: string) => boolean {
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (pathname, message) => {
      if (pathname !== landing) return false;
      landing = null;
      navigate(HOME_PATH, { replace: true });
      toast.error(message);
      return true;
    },
    [navigate, toast],
  );
}

/** For a page the app refuses itself (`message` set): a login that opens it lands on /rides instead. */
export function useRefusedLanding(message: string | null): void {
  const { pathname } = useLocation();
  const exit = useRefusedLandingExit();
  useEffect(() => {
    if (message !== null) exit(pathname, message);
  }, [message, pathname, exit]);
}

/** The server's message for the page on screen, or null while it is not refused. */
export function usePageRefusal(): string | null {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const exit = useRefusedLandingExit();
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    if (landing !== pathname) landing = null;
  }, [pathname]);
  // Another address (another page, site or filter) asks again.
  useEffect(() => () => setRefusal(null), [pathname, search]);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        if (event.action.type === 'fetch') fetchedOn.set(event.query, window.location.pathname);
        // A read of a page on screen (one with observers), refused after its retries.
        if (event.action.type !== 'error' || !event.query.getObserversCount()) return;
        const message = refusalMessage(event.action.error);
        if (message === null) return;
        const page = fetchedOn.get(event.query) ?? window.location.pathname;
        if (!exit(page, message)) setRefusal({ message, pathname: page });
      }),
    [queryClient, exit],
  );

  return refusal?.pathname === pathname ? refusal.message : null;
}
