import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { rankOf, type Card } from '../../../../contract/blackjack';
import { tableSpotWords, type TableRoundRecord } from '../../../../contract/live-tables';
import { colourOf } from '../../../../contract/roulette';
import { useFormats } from '../../../api/system/use-formats';
import { appPath } from '../../../config/paths';

const SUIT_MARKS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** Cards as a short line (A♠ 10♥). */
const cardsText = (cards: readonly Card[]) => cards.map((card) => `${rankOf(card) === 'T' ? '10' : rankOf(card)}${SUIT_MARKS[card[1]!]}`).join(' ');

/** A spot's words on any table (contract/live-tables.ts `tableSpotWords`). */
function useSpotLabel() {
  const { t } = useTranslation();
  return (spot: string): string => {
    const words = tableSpotWords(spot);
    return t(`play.${words.key}` as 'play.tbl_spot_total', words.values as { n: string });
  };
}

/** A live table round in the betting record (docs/decisions/0072): the hands or the number, then each bet with what it returned. */
export function TableRoundLines({ round }: { round: TableRoundRecord }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const spotLabel = useSpotLabel();
  const o = round.outcome;
  return (
    <ul className="wallet-round__lines" data-testid="table-record">
      <li>{t('play.tbl_record_round', { n: round.roundNo })}</li>
      {o.engine === 'baccarat' ? (
        <>
          <li>{t('play.tbl_hand', { side: t('play.tbl_spot_player'), total: o.playerTotal })}: {cardsText(o.player)}</li>
          <li>{t('play.tbl_hand', { side: t('play.tbl_spot_banker'), total: o.bankerTotal })}: {cardsText(o.banker)}</li>
          <li>{t(`play.tbl_winner_${o.winner}`, { player: o.playerTotal, banker: o.bankerTotal })}</li>
        </>
      ) : o.engine === 'roulette' ? (
        <li>{t('play.tbl_number_result', { n: o.number, colour: t(`play.tbl_colour_${colourOf(o.number)}`) })}</li>
      ) : o.engine === 'dragon-tiger' ? (
        <li>
          {t('play.tbl_spot_dragon')} {cardsText([o.dragon])} · {t('play.tbl_spot_tiger')} {cardsText([o.tiger])}:{' '}
          {t(`play.tbl_winner_dragon-tiger_${o.winner}`)}{o.suited ? ` (${t('play.tbl_suited')})` : ''}
        </li>
      ) : o.engine === 'sic-bo' ? (
        <li>{t('play.tbl_dice_result', { dice: o.dice.join(' · '), total: o.total })}</li>
      ) : (
        <li>{t('play.tbl_coins_result', { reds: o.reds, whites: 4 - o.reds })}</li>
      )}
      {round.bets.map((bet) => (
        <li key={bet.spot}>{t('play.tbl_record_bet', { spot: spotLabel(bet.spot), amount: formats.money(bet.amount), payout: formats.money(bet.payout) })}</li>
      ))}
    </ul>
  );
}

/** The round's seed is revealed at its settlement: the verify screen recomputes it in the browser. */
export function TableVerifyLink({ round }: { round: TableRoundRecord }) {
  const { t } = useTranslation();
  const { serverSeed, serverSeedHash, clientSeed, nonce } = round.fairness;
  if (!serverSeed) return null;
  return (
    <Link className="wallet-round__verify" href={appPath('playVerify', { engine: round.engine, serverSeed, serverSeedHash, clientSeed, nonce })}>
      {t('play.verify')}
    </Link>
  );
}
