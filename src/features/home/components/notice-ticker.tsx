import { homeBannersQuery } from '../../../api/announcements/announcements';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useWireLanguage } from '../../../i18n/use-language';
import { APP_PATHS, appPath } from '../../../config/paths';

/** The player notices scrolling under the banner; a tap opens /m/notice. */
export function NoticeTicker() {
  const { t } = useTranslation();
  const announcements = useQuery(homeBannersQuery(useWireLanguage()));
  const notices = announcements.data?.player ?? [];
  const text = notices.length > 0 ? notices.map((n) => n.title).join('   ·   ') : t('games.no_notice');
  return (
    // the name is the visible text with a hidden lead-in: speech users say what they see (WCAG 2.5.3)
    <Link href={notices[0] ? appPath('notice', { id: notices[0].id }) : APP_PATHS.notice} className="notice-ticker">
      <span className="visually-hidden">{`${t('games.notices_open')}: `}</span>
      <svg className="notice-ticker__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M3 10v4h4l6 4V6L7 10zm13-1.5a4 4 0 0 1 0 7M18.5 6a7.5 7.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="notice-ticker__viewport">
        <span className={`notice-ticker__text${notices.length > 0 ? ' is-moving' : ''}`}>{text}</span>
      </span>
    </Link>
  );
}
