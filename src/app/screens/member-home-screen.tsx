import MemberHomePage from '../../features/member/components/member-home-page';
import { HotStrip } from '../../features/games/components/hot-strip';
import { NoticeTicker } from '../../features/home/components/notice-ticker';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';

/** The member centre with the games feature's hot strip, the home ticker and auth's sign-out. */
export default function MemberHomeScreen() {
  const signOut = useSignOut();
  return <MemberHomePage hotStrip={<HotStrip />} noticeTicker={<NoticeTicker />} onSignOut={() => void signOut()} />;
}
