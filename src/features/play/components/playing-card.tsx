import { useTranslation } from 'react-i18next';
import { rankOf, type Card, type Suit } from '../../../../contract/blackjack';

/** Suit shapes on a 20 × 20 box, drawn as paths so every device shows the same card (no emoji font). */
const SUIT_PATHS: Record<Suit, string> = {
  H: 'M10 18 C4 13 1 10 1 6.5 A4.5 4.5 0 0 1 10 4.5 A4.5 4.5 0 0 1 19 6.5 C19 10 16 13 10 18 Z',
  D: 'M10 1 L18 10 L10 19 L2 10 Z',
  S: 'M10 1 C16 7 19 9.5 19 12.5 A4 4 0 0 1 11.5 14.5 L13 19 H7 L8.5 14.5 A4 4 0 0 1 1 12.5 C1 9.5 4 7 10 1 Z',
  C: 'M10 1.5 A4 4 0 0 1 13.6 7.4 A4 4 0 1 1 11.4 13.6 L13 19 H7 L8.6 13.6 A4 4 0 1 1 6.4 7.4 A4 4 0 0 1 10 1.5 Z',
};
const RED: Suit[] = ['H', 'D'];
const RANK_TEXT: Record<string, string> = { T: '10' };

function SuitMark({ suit, x, y, size }: { suit: Suit; x: number; y: number; size: number }) {
  return <path d={SUIT_PATHS[suit]} transform={`translate(${x} ${y}) scale(${size / 20})`} />;
}

/**
 * One card as SVG (60 × 84): rank and suit in the corners, a large suit in
 * the middle; `hidden` draws the back (the dealer's hole card). Named for
 * screen readers in the member's language.
 */
export function PlayingCard({ card, hidden = false }: { card?: Card; hidden?: boolean }) {
  const { t } = useTranslation();
  if (hidden || !card) {
    return (
      <svg className="bj-card" viewBox="0 0 60 84" role="img" aria-label={t('play.bj_hidden_card')}>
        <rect x="1" y="1" width="58" height="82" rx="6" className="bj-card__back" />
        <rect x="6" y="6" width="48" height="72" rx="4" className="bj-card__back-inner" />
        <path d="M30 18 L44 42 L30 66 L16 42 Z" className="bj-card__back-mark" />
      </svg>
    );
  }
  const rank = rankOf(card);
  const suit = card[1] as Suit;
  const text = RANK_TEXT[rank] ?? rank;
  return (
    <svg
      className={`bj-card ${RED.includes(suit) ? 'bj-card--red' : 'bj-card--black'}`} viewBox="0 0 60 84" role="img"
      aria-label={t('play.bj_card', { rank: t(`play.rank_${rank}`), suit: t(`play.suit_${suit}`) })} data-card={card}
    >
      <rect x="1" y="1" width="58" height="82" rx="6" className="bj-card__face" />
      <g className="bj-card__ink" aria-hidden="true">
        <text x="6" y="19" className="bj-card__rank">{text}</text>
        <SuitMark suit={suit} x={6} y={23} size={11} />
        <SuitMark suit={suit} x={17} y={32} size={26} />
        <g transform="rotate(180 30 42)">
          <text x="6" y="19" className="bj-card__rank">{text}</text>
          <SuitMark suit={suit} x={6} y={23} size={11} />
        </g>
      </g>
    </svg>
  );
}
