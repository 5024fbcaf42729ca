import { useTranslation } from 'react-i18next';
import type { Card } from '../../../../contract/blackjack';
import type { BlackjackHandView } from '../../../../contract/blackjack-play';
import { PlayingCard } from './playing-card';

/** A total as the member reads it: a soft total shows both counts (7/17). */
export function TotalText({ total, soft }: { total: number; soft: boolean }) {
  const { t } = useTranslation();
  return <>{soft ? t('play.bj_total_soft', { total, hard: total - 10 }) : t('play.bj_total', { total })}</>;
}

/** The dealer's row: the face-up cards and, while the member acts, the face-down hole card. */
export function DealerHand({ cards, total, soft, holeHidden }: { cards: Card[]; total: number; soft: boolean; holeHidden: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="bj-hand bj-hand--dealer" aria-label={t('play.bj_dealer')}>
      <h2 className="bj-hand__title">{t('play.bj_dealer')} · <span data-testid="dealer-total"><TotalText total={total} soft={soft} /></span></h2>
      <div className="bj-cards">
        {cards.map((card) => <PlayingCard key={card} card={card} />)}
        {holeHidden && <PlayingCard hidden />}
      </div>
    </section>
  );
}

/** One of the member's hands: cards, total, its stakes and, once settled, how it ended. */
export function PlayerHand({ hand, index, count, active }: { hand: BlackjackHandView; index: number; count: number; active: boolean }) {
  const { t } = useTranslation();
  const title = count > 1 ? t('play.bj_hand', { n: index + 1 }) : t('play.bj_player');
  return (
    <section className={`bj-hand${active ? ' bj-hand--active' : ''}`} aria-label={title} aria-current={active ? 'true' : undefined} data-testid={`hand-${index}`}>
      <h2 className="bj-hand__title">
        {title} · <TotalText total={hand.total} soft={hand.soft} />{hand.stakes > 1 ? ` · ×${hand.stakes}` : ''}
      </h2>
      <div className="bj-cards">
        {hand.cards.map((card) => <PlayingCard key={card} card={card} />)}
      </div>
      {hand.outcome && <p className={`bj-outcome bj-outcome--${hand.outcome}`} data-testid={`outcome-${index}`}>{t(`play.bj_outcome_${hand.outcome}`)}</p>}
    </section>
  );
}
