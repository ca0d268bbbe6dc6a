/**
 * The SAT dashboard: react-admin on browser history, Polish, with the app's layout and screens.
 * Built as react-admin's `<Admin>` is (its context, then ra-core's UI in a CssBaseline with the
 * notifications) but given the app's pages directly, so that the screens `<Admin>` defaults to
 * (its layout, login form, English messages) are not part of the app's code.
 */
import { useState } from 'react';
import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { AccessDenied, AdminContext, AuthCallback, AuthenticationError, CustomRoutes, Resource } from 'react-admin';
import { CoreAdminUI, localStorageStore } from 'ra-core';
import { BrowserRouter, matchPath, Route } from 'react-router-dom';
import { i18nProvider } from '../i18n/i18nProvider';
import { DashboardLayout } from '../layout/DashboardLayout';
import { ErrorView } from '../layout/ErrorView';
import type { LazyScreen } from '../registry-ui/lazyScreen';
import { FullScreenSpinner } from '../layout/FullScreenSpinner';
import { NotFoundView } from '../layout/NotFoundView';
import { isAccessDenied } from '../providers/authProviderBase';
import { RootRedirect } from '../shared/RootRedirect';
import { LoginPage } from '../login/LoginPage';
import { pages, PageScreen } from '../pages';
import { resourceModules } from '../resources';
import { usePrefersReducedMotion } from '../state/mediaQuery';
import { useThemeMode } from '../state/themePreference';
import { NotificationBridge } from '../toasts/NotificationBridge';
import { ToastProvider } from '../toasts/ToastProvider';
import type { Backend } from './backend';
import { appTheme } from './themes';

/**
 * Starts loading the code of the screen at `pathname` (a page, a resource's list or its
 * `/<name>/<id>/show` screen), so that it arrives while the app starts rather than after.
 */
export function preloadScreenAt(pathname: string): void {
  const [, name, , show] = pathname.split('/');
  const module = resourceModules.find((candidate) => candidate.name === name);
  const screen = pages.find((page) => matchPath(page.path, pathname))?.screen ?? (show === 'show' ? module?.show : module?.list);
  // A failed load shows when the screen is opened (its error view), not here.
  if (screen && 'preload' in screen) (screen as LazyScreen).preload().catch(() => undefined);
}

/** An answer that asking again would not change: refused (401, 403), not found (404), bad request. */
const answersTheSame = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return isAccessDenied(error) || (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429);
};

/**
 * react-query's client as `<Admin>` makes it, but a read the server refused or could not find is
 * not asked again: the page shows the answer at once (shared/pageRefusal; "Nie znaleziono osoby"
 * came only after three retries, about 7 s).
 */
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: (failures, error) => failures < 3 && !answersTheSame(error) } } });

/** Preferences kept in the browser, as `<Admin>` keeps them by default. */
const store = localStorageStore();

export const SatAdmin = ({ backend }: { backend: Backend }) => {
  const mode = useThemeMode();
  const reducedMotion = usePrefersReducedMotion();
  const [queryClient] = useState(newQueryClient);
  return (
    <BrowserRouter>
      <ToastProvider>
        <AdminContext
          queryClient={queryClient}
          dataProvider={backend.dataProvider}
          authProvider={backend.authProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={appTheme(mode, reducedMotion)}
        >
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              title="SAT"
              layout={DashboardLayout}
              loginPage={LoginPage}
              catchAll={NotFoundView}
              loading={FullScreenSpinner}
              error={ErrorView}
              accessDenied={AccessDenied}
              authCallbackPage={AuthCallback}
              authenticationError={AuthenticationError}
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route path="/" element={<RootRedirect />} />
              </CustomRoutes>
              <CustomRoutes>
                {pages.map((page) => (
                  <Route key={page.path} path={page.path} element={<PageScreen page={page} />} />
                ))}
              </CustomRoutes>
              {resourceModules.map(({ name, ...module }) => (
                <Resource key={name} name={name} {...module} />
              ))}
            </CoreAdminUI>
            <NotificationBridge />
          </CssBaseline>
        </AdminContext>
      </ToastProvider>
    </BrowserRouter>
  );
};
