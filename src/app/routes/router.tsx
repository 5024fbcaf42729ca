import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Router, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { ROUTES, type RouteDef } from './route-table';
import HomeScreen from '../screens/home-screen';
import { isTrialRefusal, redirectFor } from './route-guard';
import { roleOf, useSession } from '../../platform/session';
import { askTrialToRegister } from '../layout/trial-register-cta';
import { isFlagOn } from '../../api/system/flags';
import { useStatusValue } from '../../api/system/status';
import { Spinner } from '../../ui/spinner';
import { LoadBoundary } from '../../ui/load-boundary';
import { TOAST_MS } from '../../config/constants';
import { APP_PATHS } from '../../config/paths';
import { showToast } from '../../ui/toast-store';

/** Told why, then sent home: trial (or non-real) players, or a screen whose switch is off. */
function Refusal({ message }: { message: 'errors.free_reject' | 'errors.no_permission' }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const trial = roleOf(useSession()) === 'trial';
  // one effect: a <Redirect> would navigate (and unmount this) before a toast effect ran
  useEffect(() => {
    // a trial user is asked to register (a dialog that waits), anyone else told in a toast
    if (trial && message === 'errors.free_reject') askTrialToRegister();
    else showToast(t(message), 'info', TOAST_MS.freeReject);
    navigate(APP_PATHS.home, { replace: true });
  }, [t, navigate, message, trial]);
  return null;
}

/** A screen whose whitelabel switch is known to be off (an unknown status lets it load: the server refuses its calls). */
function useSwitchedOff(route: RouteDef): boolean {
  const status = useStatusValue();
  return route.flag !== undefined && status !== undefined && !isFlagOn(status, route.flag);
}

function Screen({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const session = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const redirect = redirectFor(route.access, session);
  const switchedOff = useSwitchedOff(route);
  if (redirect === APP_PATHS.login) {
    // after logging in, the player lands where they were going
    const back = `${location}${search ? `?${search}` : ''}`;
    return <Redirect to={`${APP_PATHS.login}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (isTrialRefusal(route.access, session)) return <Refusal message="errors.free_reject" />;
  if (switchedOff) return <Refusal message="errors.no_permission" />;
  if (redirect) return <Redirect to={redirect} replace />;
  // home is in the first bundle, rendered at once (the server rendered it; hydration needs it whole)
  const Component = route.key === 'home' ? HomeScreen : route.screen;
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
export function AppRouter() {
  const parser = compiledOnce(useRouter().parser);
  return (
    <Router parser={parser}>
      <Switch>
        {ROUTES.flatMap((route) =>
          [route.path, ...(route.aliases ?? [])].map((path) => (
            <Route key={path} path={path}>
              <Screen route={route} />
            </Route>
          )),
        )}
        <Route>
          <Redirect to={APP_PATHS.home} replace />
        </Route>
      </Switch>
    </Router>
  );
}
