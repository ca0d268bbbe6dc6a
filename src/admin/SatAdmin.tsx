/** The SAT dashboard: react-admin on browser history, Polish, with the app's layout and screens. */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { i18nProvider } from '../i18n/i18nProvider';
import { DashboardLayout } from '../layout/DashboardLayout';
import { ErrorView } from '../layout/ErrorView';
import { FullScreenSpinner } from '../layout/FullScreenSpinner';
import { NotFoundView } from '../layout/NotFoundView';
import { RootRedirect } from '../layout/RootRedirect';
import { LoginPage } from '../login/LoginPage';
import { customPages } from '../pages';
import { resourceModules } from '../resources';
import { useThemeMode } from '../state/themePreference';
import { NotificationBridge } from '../toasts/NotificationBridge';
import { ToastProvider } from '../toasts/ToastProvider';
import type { Backend } from './backend';
import { themes } from './themes';

export const SatAdmin = ({ backend }: { backend: Backend }) => {
  const mode = useThemeMode();
  return (
    <BrowserRouter>
      <ToastProvider>
        <Admin
          title="SAT"
          dataProvider={backend.dataProvider}
          authProvider={backend.authProvider}
          i18nProvider={i18nProvider}
          theme={themes[mode]}
          layout={DashboardLayout}
          loginPage={LoginPage}
          catchAll={NotFoundView}
          loading={FullScreenSpinner}
          error={ErrorView}
          notification={NotificationBridge}
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route path="/" element={<RootRedirect />} />
          </CustomRoutes>
          <CustomRoutes>
            {customPages.map((Page) => (
              <Route key={Page.path} path={Page.path} element={<Page />} />
            ))}
          </CustomRoutes>
          {resourceModules.map(({ name, ...module }) => (
            <Resource key={name} name={name} {...module} />
          ))}
        </Admin>
      </ToastProvider>
    </BrowserRouter>
  );
};
