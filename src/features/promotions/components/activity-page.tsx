import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { PromotionCard, PromotionKind } from '../../../../contract/promotions';
import { appPath } from '../../../config/paths';
import { useFormats } from '../../../api/system/use-formats';
import { Dialog } from '../../../ui/dialog';
import { QueryStates } from '../../../ui/query-states';
import { SavedAt } from '../../../ui/saved-at';
import { scrollFocusedIntoView } from '../../../ui/scroll-focused-into-view';
import { usePromotionList } from '../api/promotion-list';
import { coverUrl, promotionDates, selectedId, stateBadgeKey, visiblePromotions } from '../model/promotion-view';
import { PromotionDetail } from './promotion-detail';
import { PromotionImage } from './promotion-image';
import '../promotions.css';
import '../i18n-bundle';

const MISSION_KINDS: readonly PromotionKind[] = ['MISSION', 'MISSION_MANUAL'];

function Banner({ promotion, selected, onOpen }: { promotion: PromotionCard; selected: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <li id={`promotion-${promotion.id}`} className={`promo-banner${selected ? ' is-selected' : ''}`}>
      <button type="button" className="promo-banner__button" onClick={onOpen}>
        <PromotionImage className="promo-banner__image" src={coverUrl(promotion)} />
        <span className="promo-banner__text">
          <span className="promo-banner__title">{promotion.title}</span>
          <span className="promo-banner__dates">{promotionDates(promotion, formats.dateMDY, t('promotions.long_term'))}</span>
        </span>
        <span className={`promo-badge promo-state--${promotion.state}`}>{t(`promotions.${stateBadgeKey(promotion.state, promotion.kind)}` as 'promotions.state_join')}</span>
      </button>
    </li>
  );
}

/**
 * /m/activity: the preferential-area popup. A category menu over the
 * promotion banners; a banner opens its detail over the list; ?id= selects,
 * scrolls to and opens one; closing the detail returns to the list and
 * closing the popup goes home. ?kind=MISSION (the side menu) shows missions.
 */
export default function ActivityPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [, navigate] = useLocation();
  const search = useSearch();
  const list = usePromotionList();
  const [category, setCategory] = useState<number | null>(null);
  const [openId, setOpenId] = useState<number | null>(() => selectedId(search));
  const [selected, setSelected] = useState<number | null>(() => selectedId(search));
  // the promotion the URL named, scrolled to once the list is there
  const [scrollTo, setScrollTo] = useState<number | null>(() => selectedId(search));
  const scrolled = useRef<number | null>(null);
  const kinds = new URLSearchParams(search).get('kind') === 'MISSION' ? MISSION_KINDS : null;

  // ?id= changes while the screen is open (a home card tapped again): follow it, during render
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    const id = selectedId(search);
    if (id !== null) {
      setSelected(id);
      setOpenId(id);
      setScrollTo(id);
    }
  }

  useEffect(() => {
    if (scrollTo === null || scrolled.current === scrollTo || !list.data) return;
    scrolled.current = scrollTo;
    document.getElementById(`promotion-${scrollTo}`)?.scrollIntoView({ block: 'center' });
  }, [scrollTo, list.data]);

  const promotions = visiblePromotions(list.data?.promotions ?? [], category, kinds);
  const open = list.data?.promotions.find((p) => p.id === openId);

  return (
    <section className="activity-popup" aria-labelledby={titleId}>
      <div className="activity-popup__head">
        <h1 id={titleId} className="activity-popup__title">{t('promotions.area_title')}</h1>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={() => navigate(appPath('home'))}>×</button>
      </div>
      <nav className="promo-categories" aria-label={t('promotions.categories')} onFocus={scrollFocusedIntoView}>
        <ul>
          {[{ id: null, name: t('promotions.all') }, ...(list.data?.categories ?? [])].map((c) => (
            <li key={c.id ?? 'all'}>
              <button type="button" className={`promo-category${category === c.id ? ' is-active' : ''}`} aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <SavedAt queries={[list]} />
      <QueryStates query={list} isEmpty={promotions.length === 0} emptyText={t('promotions.none')}>
        {() => (
          <ul className="promo-list">
            {promotions.map((p) => (
              <Banner key={p.id} promotion={p} selected={p.id === selected} onOpen={() => { setSelected(p.id); setOpenId(p.id); }} />
            ))}
          </ul>
        )}
      </QueryStates>
      {open && (
        <Dialog
          title={open.title}
          onClose={() => {
            setOpenId(null);
            // closing the detail returns to the list: drop ?id= so a reload does not reopen it
            if (selectedId(search) !== null) navigate(appPath('activity'), { replace: true });
          }}
          footer={<Link href={appPath('activityDetail', { id: open.id })} className="button button--small button--ghost">{t('promotions.detail_page')}</Link>}
        >
          <PromotionDetail id={open.id} />
        </Dialog>
      )}
    </section>
  );
}
