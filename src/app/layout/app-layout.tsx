import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { layoutFor } from './layout-rules';
import { useDocumentTitle } from './document-title';
import { TrialStrip } from './trial-strip';
import { TrialRegisterCta } from './trial-register-cta';
import { useTrialLinkGuard } from '../routes/trial-link-guard';
import { useGuestLinkGuard } from '../routes/guest-link-guard';
import { useSwipeBack } from './use-swipe-back';
import { MainHeader } from '../../features/shell/components/main-header';
import { TitleBar } from '../../features/shell/components/title-bar';
import { FooterNav } from '../../features/shell/components/footer-nav';
import { Copyright } from '../../features/shell/components/copyright';
import { AuthModals } from '../../features/auth/components/auth-modals';
import { useWelcomeName } from '../../features/auth/model/welcome';
import { useFreePlay } from '../../features/auth/hooks/use-free-play';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { DownloadBar } from '../../features/install/components/download-bar';
import { NoticePopupHost } from '../../features/announcements/components/notice-popup-host';
import { OfflineBanner } from '../../ui/offline-banner';
import { UpdateBanner } from '../../ui/update-banner';
import { AfterFirstPaint } from '../../ui/after-first-paint';
import { retryableLazy } from '../../ui/retryable-lazy';
import { LoadBoundary } from '../../ui/load-boundary';
import { useUnreadAppBadge, useUnreadTotals } from '../use-unread-totals';
import { useFailedLoads } from '../use-failed-loads';
import { useOnline } from '../../platform/online-status';
import { APP_PATHS } from '../../config/paths';

// Fetched when the menu is first opened: no first screen shows it
// (docs/decisions/0087-first-visit-javascript-budget.md).
const SideMenu = retryableLazy(() => import('../../features/shell/components/side-menu').then((m) => ({ default: m.SideMenu })));

/** Assembles the shell around a screen by the layout rules of the path. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const freePlay = useFreePlay();
  const signOut = useSignOut();
  // offline, the banner offers a retry when a load on screen failed with nothing saved to show
  const failedLoads = useFailedLoads(!useOnline());
  const unread = useUnreadTotals();
  useUnreadAppBadge(unread.total);
  const layout = layoutFor(location, useSearch());
  // a new account's welcome is the one dialog on screen; the notice popup waits until it is answered
  const welcoming = useWelcomeName() !== null;
  useDocumentTitle(layout.titleKey);
  useTrialLinkGuard();
  useGuestLinkGuard();

  const goBack = () => {
    if (layout.back.kind === 'home') navigate(layout.back.path, { replace: true });
    else if (window.history.length > 1) window.history.back();
    else navigate(APP_PATHS.home, { replace: true });
  };
  const swipe = useSwipeBack(layout.header === 'title' ? goBack : null);

  return (
    <div className={`app${layout.footer ? ' app--with-footer' : ''}`} data-header={layout.header}>
      {layout.header === 'main' && <MainHeader onOpenMenu={() => setMenuOpen(true)} onFreePlay={() => void freePlay()} onSignOut={() => void signOut()} />}
      {layout.header === 'title' && <TitleBar title={t(`titles.${layout.titleKey}`)} onBack={goBack} />}
      <TrialStrip />
      <OfflineBanner onRetry={failedLoads.anyFailed ? failedLoads.retry : undefined} />
      <AfterFirstPaint>
        <UpdateBanner />
      </AfterFirstPaint>
      <main className="app-main" {...swipe}>
        {layout.topBanner && <DownloadBar />}
        {children}
        {/* the copyright at the bottom and the fixed footer join after the
            first paint: the start-up render stays short, and nothing moves */}
        {layout.footer && (
          <AfterFirstPaint>
            <Copyright />
          </AfterFirstPaint>
        )}
      </main>
      {layout.footer && (
        <AfterFirstPaint>
          <FooterNav unread={unread.total} />
        </AfterFirstPaint>
      )}
      {/* offline before the service worker cached its chunk: a retry in its place */}
      {menuOpen && (
        <LoadBoundary>
          <Suspense fallback={null}>
            <SideMenu onClose={() => setMenuOpen(false)} onSignOut={() => void signOut()} unread={unread} />
          </Suspense>
        </LoadBoundary>
      )}
      {/* closed until asked for: none of them is part of the first paint */}
      <AfterFirstPaint>
        <AuthModals />
        <TrialRegisterCta />
        {layout.topBanner && !welcoming && <NoticePopupHost />}
      </AfterFirstPaint>
    </div>
  );
}
