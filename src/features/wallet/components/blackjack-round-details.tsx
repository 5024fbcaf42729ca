import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handValue, rankOf, replay, shoeFor, type Card } from '../../../../contract/blackjack';
import { seedMatchesHash } from '../../../../contract/fairness';
import './blackjack-round.css';
import type { BlackjackRound } from '../../../../contract/blackjack-play';

const SUIT_MARKS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_TEXT: Record<string, string> = { T: '10' };

/** Cards as a short line (A♠ 10♥), each with its full name for screen readers. */
function CardsText({ cards }: { cards: Card[] }) {
  const { t } = useTranslation();
  return (
    <>
      {cards.map((card, i) => {
        const rank = rankOf(card);
        return (
          <span key={card} aria-label={t('play.bj_card', { rank: t(`play.rank_${rank}`), suit: t(`play.suit_${card[1] as 'S'}`) })}>
            {i > 0 ? ' ' : ''}{RANK_TEXT[rank] ?? rank}{SUIT_MARKS[card[1]!]}
          </span>
        );
      })}
    </>
  );
}

/** A blackjack round in the betting record: the dealer's cards, each hand with its outcome, and the member's actions. */
export function BlackjackRoundLines({ round }: { round: BlackjackRound }) {
  const { t } = useTranslation();
  return (
    <ul className="wallet-round__lines" data-testid="blackjack-record">
      <li>{t('play.bj_dealer')}: <CardsText cards={round.dealer} /> ({handValue(round.dealer).total})</li>
      {round.hands.map((hand, i) => (
        <li key={i}>
          {round.hands.length > 1 ? t('play.bj_hand', { n: i + 1 }) : t('play.bj_player')}: <CardsText cards={hand.cards} /> ({handValue(hand.cards).total})
          {hand.stakes > 1 ? ` ×${hand.stakes}` : ''} · {t(`play.bj_outcome_${hand.outcome}`)}
        </li>
      ))}
      <li>{round.actions.length > 0 ? t('play.bj_record_actions', { actions: round.actions.map((a) => t(`play.action_${a}`)).join(', ') }) : t('play.bj_no_actions')}</li>
    </ul>
  );
}

type Check = 'match' | 'mismatch' | 'bad_hash';

/**
 * Once the seed is revealed: recomputes the round in the browser with the
 * server's own engine (contract/blackjack.ts): the seed must match the hash
 * shown before play, and the shoe it shuffles, dealt and played with the
 * recorded actions, must give the recorded cards (docs/fairness.md).
 */
export function BlackjackVerify({ round }: { round: BlackjackRound }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check | null>(null);
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (!serverSeed) return null;
  const run = async () => {
    if (!(await seedMatchesHash(serverSeed, serverSeedHash))) return setCheck('bad_hash');
    const table = replay(await shoeFor(serverSeed, clientSeed, nonce), round.actions);
    const same = JSON.stringify(table.dealer) === JSON.stringify(round.dealer)
      && JSON.stringify(table.hands.map((h) => h.cards)) === JSON.stringify(round.hands.map((h) => h.cards));
    setCheck(same ? 'match' : 'mismatch');
  };
  return (
    <p>
      <button type="button" className="wallet-round__recompute" onClick={() => void run()}>{t('play.verify_run')}</button>
      {check && <span role="status" className={check === 'match' ? 'wallet-plus' : 'wallet-minus'}> {t(`play.bj_verify_${check}`)}</span>}
    </p>
  );
}
