import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '../../../platform/session';
import { GAME_CATEGORY_LINKS } from '../../../config/game-categories';

/**
 * The home screen of the foundation: the member banner and the game
 * categories. The lobby blocks (carousel, vendors, jackpot, winners) arrive
 * with the games issue.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('titles.home')}</h1>
      <section className="member-banner" aria-label={session ? t('home.member_greeting', { name: session.userName }) : t('home.guest_title')}>
        {session ? (
          <p className="member-banner__greeting">{t('home.member_greeting', { name: session.userName })}</p>
        ) : (
          <>
            <div>
              <p className="member-banner__title">{t('home.guest_title')}</p>
              <p className="member-banner__text">{t('home.guest_text')}</p>
            </div>
            <div className="member-banner__actions">
              <Link href="/m/login" className="button button--small button--ghost">{t('header.login')}</Link>
              <Link href="/m/register" className="button button--small">{t('header.register')}</Link>
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="section-title">{t('home.quick_title')}</h2>
        <ul className="category-grid">
          {GAME_CATEGORY_LINKS.map((c) => (
            <li key={c.href}>
              <Link href={c.href} className={`category-tile category-tile--${c.key}`}>
                <span className="category-tile__label">{t(`categories.${c.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
