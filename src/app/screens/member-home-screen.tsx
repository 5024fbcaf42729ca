import MemberHomePage from '../../features/member/components/member-home-page';
import { HotStrip } from '../../features/games/components/hot-strip';
import { NoticeTicker } from '../../features/home/components/notice-ticker';

/** The member centre with the games feature's hot strip and the home ticker. */
export default function MemberHomeScreen() {
  return <MemberHomePage hotStrip={<HotStrip />} noticeTicker={<NoticeTicker />} />;
}
