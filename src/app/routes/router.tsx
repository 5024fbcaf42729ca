import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Router, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { ROUTES, type RouteDef } from './route-table';
import { SCREENS } from './screens';
import { isTrialRefusal, redirectFor } from './route-guard';
import { useSession } from '../../platform/session';
import { isFlagOn } from '../../api/system/flags';
import { useStatusValue } from '../../api/system/status';
import { ComingSoonPage } from '../../ui/coming-soon-page';
import { Spinner } from '../../ui/spinner';
import { LoadBoundary } from '../../ui/load-boundary';
import { HOME_ROUTE, LOGIN_ROUTE, TOAST_MS } from '../../config/constants';
import { showToast } from '../../ui/toast-store';

/** Told why, then sent home: trial (or non-real) players, or a screen whose switch is off. */
function Refusal({ message }: { message: 'errors.free_reject' | 'errors.no_permission' }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // one effect: a <Redirect> would navigate (and unmount this) before a toast effect ran
  useEffect(() => {
    showToast(t(message), 'info', TOAST_MS.freeReject);
    navigate(HOME_ROUTE, { replace: true });
  }, [t, navigate, message]);
  return null;
}

/** A screen whose whitelabel switch is known to be off (an unknown status lets it load: the server refuses its calls). */
function useSwitchedOff(route: RouteDef): boolean {
  const status = useStatusValue();
  return route.flag !== undefined && status !== undefined && !isFlagOn(status, route.flag);
}

function Screen({ route, showTitle }: { route: RouteDef; showTitle: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const redirect = redirectFor(route.access, session);
  const switchedOff = useSwitchedOff(route);
  if (redirect === LOGIN_ROUTE) {
    // after logging in, the player lands where they were going
    const back = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`${LOGIN_ROUTE}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (isTrialRefusal(route.access, session)) return <Refusal message="errors.free_reject" />;
  if (redirect) return <Redirect to={redirect} replace />;
  if (switchedOff) return <Refusal message="errors.no_permission" />;
  if (route.screen === 'placeholder') return <ComingSoonPage title={t(`titles.${route.titleKey}`)} showTitle={showTitle} />;
  const Component = SCREENS[route.screen];
  return (
    <LoadBoundary resetKey={location}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Component />
      </Suspense>
    </LoadBoundary>
  );
}

type Parser = ReturnType<typeof useRouter>['parser'];
const compiledParsers = new WeakMap<Parser, Parser>();

/**
 * wouter compiles a route's pattern on every match, and the Switch tries up
 * to a hundred patterns per render: each is compiled once.
 */
function compiledOnce(parser: Parser): Parser {
  let once = compiledParsers.get(parser);
  if (!once) {
    const compiled = new Map<string, ReturnType<Parser>>();
    once = (pattern: string, loose?: boolean) => {
      const key = `${loose ? 'loose' : 'exact'}:${pattern}`;
      let result = compiled.get(key);
      if (!result) {
        result = parser(pattern, loose);
        compiled.set(key, result);
      }
      return result;
    };
    compiledParsers.set(parser, once);
  }
  return once;
}

/** Every route of the table, aliases included; anything else goes home. */
export function AppRouter({ showTitle }: { showTitle: boolean }) {
  const parser = compiledOnce(useRouter().parser);
  return (
    <Router parser={parser}>
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
    </Router>
  );
}
