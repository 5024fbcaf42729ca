import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { REGISTER_ANNOUNCEMENT_GROUP, type Banner } from '../../../../contract';
import { useAnnouncements } from '../../../api/announcements/announcements';
import { safeHref } from '../../../platform/safe-href';
import { appPath } from '../../../config/paths';

/** The banner kind of announcement (B), in the registration page's group. */
const REGISTER_SCOPE = { types: 'B', groupName: REGISTER_ANNOUNCEMENT_GROUP } as const;

function BannerImage({ banner, onBroken }: { banner: Banner; onBroken: () => void }) {
  return <img className="register-banners__image" src={banner.url} alt="" width={750} height={300} loading="lazy" decoding="async" onError={onBroken} />;
}

/** A banner: a promotion or a link opens it; a game banner is a picture here (a visitor registers first). */
function BannerItem({ banner, onBroken }: { banner: Banner; onBroken: () => void }) {
  const { t } = useTranslation();
  const label = banner.title || t('games.banner');
  if (banner.linkageType === 'P') {
    return <Link className="register-banners__link" href={appPath('activity', { id: banner.linkage })} aria-label={label}><BannerImage banner={banner} onBroken={onBroken} /></Link>;
  }
  const link = banner.linkageType === 'URL' ? safeHref(banner.linkage) : null;
  if (link) {
    return link.startsWith('/')
      ? <Link className="register-banners__link" href={link} aria-label={label}><BannerImage banner={banner} onBroken={onBroken} /></Link>
      : <a className="register-banners__link" href={link} target="_blank" rel="noopener noreferrer" aria-label={label}><BannerImage banner={banner} onBroken={onBroken} /></a>;
  }
  return <div className="register-banners__link" role="img" aria-label={label}><BannerImage banner={banner} onBroken={onBroken} /></div>;
}

/**
 * The registration page's banners (group m_reg, games spec §7): a strip that
 * scrolls sideways a banner at a time, above the form. Nothing at all while
 * there are none, none load, or the answer is not there.
 */
export function RegisterBanners() {
  const { t } = useTranslation();
  const announcements = useAnnouncements(REGISTER_SCOPE);
  const [broken, setBroken] = useState<ReadonlySet<number>>(new Set());
  const banners = (announcements.data?.banners ?? []).filter((b) => b.groupName === REGISTER_ANNOUNCEMENT_GROUP && !broken.has(b.id));
  if (banners.length === 0) return null;
  return (
    <section className="register-banners" aria-label={t('games.banners')}>
      <ul className="register-banners__list">
        {banners.map((banner) => (
          <li key={banner.id} className="register-banners__item">
            <BannerItem banner={banner} onBroken={() => setBroken((old) => new Set(old).add(banner.id))} />
          </li>
        ))}
      </ul>
    </section>
  );
}
