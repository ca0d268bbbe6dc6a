/**
 * A page whose data the server refuses with a 403 that keeps the session (issue 28 §2: a site
 * manager's link to another site's ride, work day or repair request): the layout shows the
 * server's message in place of the page, and the user stays signed in. Right after logging in, a
 * `redirect` to such a page lands on /rides with the message as an error toast instead, so that
 * the login leads where the account may work.
 */
import { useEffect, useRef, useState } from 'react';
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
  /** The address (path and search) whose page was refused. */
  address: string;
}

/** The server's message for the page at the current address, or null while it is not refused. */
export function usePageRefusal(): string | null {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const address = `${pathname}${search}`;
  const current = useRef({ address, pathname });
  current.current = { address, pathname };
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    if (landing !== pathname) landing = null;
  }, [pathname]);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        // A read of a page on screen (one with observers), refused after its retries.
        if (event.type !== 'updated' || event.action.type !== 'error' || !event.query.getObserversCount()) return;
        const message = refusalMessage(event.action.error);
        if (message === null) return;
        if (landing === current.current.pathname) {
          landing = null;
          navigate(HOME_PATH, { replace: true });
          toast.error(message);
          return;
        }
        setRefusal({ message, address: current.current.address });
      }),
    [queryClient, navigate, toast],
  );

  return refusal?.address === address ? refusal.message : null;
}
