import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { ROUTES, type RouteDef } from './route-table';
import { SCREENS } from './screens';
import { redirectFor } from './route-guard';
import { useSession } from '../../platform/session';
import { ComingSoonPage } from '../../ui/coming-soon-page';
import { Spinner } from '../../ui/spinner';
import { HOME_ROUTE, LOGIN_ROUTE } from '../../config/constants';

function Screen({ route, showTitle }: { route: RouteDef; showTitle: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const redirect = redirectFor(route.access, session);
  if (redirect === LOGIN_ROUTE) {
    // after logging in, the player lands where they were going
    const back = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`${LOGIN_ROUTE}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (redirect) return <Redirect to={redirect} replace />;
  if (route.screen === 'placeholder') return <ComingSoonPage title={t(`titles.${route.titleKey}`)} showTitle={showTitle} />;
  const Component = SCREENS[route.screen];
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <Component />
    </Suspense>
  );
}

/** Every route of the table, aliases included; anything else goes home. */
export function AppRouter({ showTitle }: { showTitle: boolean }) {
  return (
    <Switch>
      {ROUTES.flatMap((route) =>
        [route.path, ...(route.aliases ?? [])].map((path) => (
          <Route key={path} path={path}>
            <Screen route={route} showTitle={showTitle} />
          </Route>
        )),
      )}
      <Route>
        <Redirect to={HOME_ROUTE} replace />
      </Route>
    </Switch>
  );
}
