import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { layoutFor } from './layout-rules';
import { useDocumentTitle } from './document-title';
import type { TitleKey } from '../routes/route-table';
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
import { useUnreadTotals } from '../use-unread-totals';
import { useAppBadge } from '../../features/messages/hooks/use-app-badge';
import { useFailedLoads } from '../use-failed-loads';
import { useOnline } from '../../platform/online-status';
import { APP_PATHS } from '../../config/paths';

// Fetched when the menu is first opened: no first screen shows it
// (docs/decisions/0087-first-visit-javascript-budget.md).
const SideMenu = retryableLazy(() => import('../../features/shell/components/side-menu').then((m) => ({ default: m.SideMenu })));

/*
 * The layout's hooks live in small components of their own rather than in
 * AppLayout: React yields to the browser between components, never inside
 * one, so a layout that ran every hook of the shell (unread counts, failed
 * loads, guards, the header's actions) was one unit of work of 20-30 ms on
 * a slow phone in the middle of the first screen's hydration (decision 0112).
 * What each renders is unchanged.
 */

/** The header with its actions (free play, sign out). */
function ShellHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const freePlay = useFreePlay();
  const signOut = useSignOut();
  return <MainHeader onOpenMenu={onOpenMenu} onFreePlay={() => void freePlay()} onSignOut={() => void signOut()} />;
}

/** Offline, the banner offers a retry when a load on screen failed with nothing saved to show. */
function OfflineBannerWithRetry() {
  const failedLoads = useFailedLoads(!useOnline());
  return <OfflineBanner onRetry={failedLoads.anyFailed ? failedLoads.retry : undefined} />;
}

/** The tab's title and the link guards of trial players and guests. */
function LayoutUpkeep({ titleKey }: { titleKey: TitleKey }) {
  useDocumentTitle(titleKey);
  useTrialLinkGuard();
  useGuestLinkGuard();
  return null;
}

/** The unread total: the app icon's badge on every screen, and the footer's member tab where the layout has a footer. */
function UnreadCounts({ footer }: { footer: boolean }) {
  const total = useUnreadTotals().total;
  useAppBadge(total);
  return footer ? <FooterNav unread={total} /> : null;
}

function SideMenuHost({ onClose }: { onClose: () => void }) {
  const signOut = useSignOut();
  const unread = useUnreadTotals();
  // offline before the service worker cached its chunk: a retry in its place
  return (
    <LoadBoundary>
      <Suspense fallback={null}>
        <SideMenu onClose={onClose} onSignOut={() => void signOut()} unread={unread} />
      </Suspense>
    </LoadBoundary>
  );
}

/** Assembles the shell around a screen by the layout rules of the path. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const layout = layoutFor(location, useSearch());
  // a new account's welcome is the one dialog on screen; the notice popup waits until it is answered
  const welcoming = useWelcomeName() !== null;

  const goBack = () => {
    if (layout.back.kind === 'home') navigate(layout.back.path, { replace: true });
    else if (window.history.length > 1) window.history.back();
    else navigate(APP_PATHS.home, { replace: true });
  };
  const swipe = useSwipeBack(layout.header === 'title' ? goBack : null);

  return (
    <div className={`app${layout.footer ? ' app--with-footer' : ''}`} data-header={layout.header}>
      <LayoutUpkeep titleKey={layout.titleKey} />
      {layout.header === 'main' && <ShellHeader onOpenMenu={() => setMenuOpen(true)} />}
      {layout.header === 'title' && <TitleBar title={t(`titles.${layout.titleKey}`)} onBack={goBack} />}
      <TrialStrip />
      <OfflineBannerWithRetry />
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
      <AfterFirstPaint>
        <UnreadCounts footer={layout.footer} />
      </AfterFirstPaint>
      {menuOpen && <SideMenuHost onClose={() => setMenuOpen(false)} />}
      {/* closed until asked for: none of them is part of the first paint */}
      <AfterFirstPaint>
        <AuthModals />
        <TrialRegisterCta />
        {layout.topBanner && !welcoming && <NoticePopupHost />}
      </AfterFirstPaint>
    </div>
  );
}
