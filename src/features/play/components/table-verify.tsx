import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVER_SEED_PATTERN, seedMatchesHash } from '../../../../contract/fairness';
import { tableOutcome, type LiveEngine, type TableOutcome } from '../../../../contract/live-tables';
import { colourOf } from '../../../../contract/roulette';
import { PlayingCard } from './playing-card';
import { CoinFace, Die } from './table-pieces';
import { nonceOf, VerifyForm, VerifyOutcomeCard, type VerifyValues } from './verify-form';
import './play.css';
import './tables.css';
import '../i18n-bundle';

type Result = { kind: 'bad-seed' } | { kind: 'done'; hashMatches: boolean | null; outcome: TableOutcome };

async function verifyTableRound(engine: LiveEngine, values: VerifyValues): Promise<Result> {
  const serverSeed = values.serverSeed.trim().toLowerCase();
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { kind: 'bad-seed' };
  const hash = values.serverSeedHash.trim();
  const [hashMatches, outcome] = await Promise.all([hash ? seedMatchesHash(serverSeed, hash) : Promise.resolve(null), tableOutcome(engine, serverSeed, values.clientSeed, nonceOf(values))]);
  return { kind: 'done', hashMatches, outcome };
}

/**
 * The verify screen for a live table round (docs/fairness.md "Live tables"):
 * the round's revealed seed against the hash shown when it opened, then the
 * cards, the number, the dice or the coins, with the very code the server
 * dealt them with.
 */
export function TableVerify({ engine, params }: { engine: LiveEngine; params: URLSearchParams }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<Result | null>(null);
  const intro = (
    <>
      <p className="play-note">{t('play.tbl_fairness_intro')}</p>
      <p className="play-note">{t('play.tbl_verify_engine')}: <strong>{t(`play.tbl_engine_${engine}`)}</strong></p>
    </>
  );
  return (
    <div className="play-page">
      <VerifyForm params={params} intro={intro} defaultNonce="0" onVerify={(values) => void verifyTableRound(engine, values).then(setResult)} />
      {result && <VerifyOutcomeCard result={result}>{result.kind === 'done' && <TableOutcomeView o={result.outcome} />}</VerifyOutcomeCard>}
    </div>
  );
}

function TableOutcomeView({ o }: { o: TableOutcome }) {
  const { t } = useTranslation();
  switch (o.engine) {
    case 'baccarat': return (
      <>
        <p className="play-note" data-testid="verify-table">
          {t('play.tbl_verify_baccarat', { winner: t(`play.tbl_winner_${o.winner}`, { player: o.playerTotal, banker: o.bankerTotal }) })}
        </p>
        <div className="tbl-verify-hands">
          {(['player', 'banker'] as const).map((side) => (
            <div key={side} className={`tbl-hand tbl-hand--${side}`}>
              <p className="tbl-hand__title">{t('play.tbl_hand', { side: t(`play.tbl_spot_${side}`), total: side === 'player' ? o.playerTotal : o.bankerTotal })}</p>
              <div className="tbl-hand__cards">{o[side].map((card, i) => <PlayingCard key={`${card}-${i}`} card={card} />)}</div>
            </div>
          ))}
        </div>
      </>
    );
    case 'roulette': return (
      <p className="play-note" data-testid="verify-table">
        <span className={`tbl-ball tbl-ball--${colourOf(o.number)}`} aria-hidden="true">{o.number}</span>{' '}
        {t('play.tbl_verify_roulette', { n: o.number, colour: t(`play.tbl_colour_${colourOf(o.number)}`) })}
      </p>
    );
    case 'dragon-tiger': return (
      <>
        <p className="play-note" data-testid="verify-table">
          {t('play.tbl_verify_dragon_tiger', { winner: `${t(`play.tbl_winner_dragon-tiger_${o.winner}`)}${o.suited ? ` (${t('play.tbl_suited')})` : ''}` })}
        </p>
        <div className="tbl-verify-hands">
          {(['dragon', 'tiger'] as const).map((side) => (
            <div key={side} className={`tbl-hand tbl-hand--${side === 'dragon' ? 'banker' : 'player'}`}>
              <p className="tbl-hand__title">{t(`play.tbl_spot_${side}`)}</p>
              <div className="tbl-hand__cards"><PlayingCard card={o[side]} /></div>
            </div>
          ))}
        </div>
      </>
    );
    case 'sic-bo': return (
      <>
        <p className="play-note" data-testid="verify-table">{t('play.tbl_verify_sic_bo', { dice: t('play.tbl_dice_result', { dice: o.dice.join(' · '), total: o.total }) })}</p>
        <div className="tbl-dice">{o.dice.map((face, i) => <Die key={i} face={face} />)}</div>
      </>
    );
    case 'xoc-dia': return (
      <>
        <p className="play-note" data-testid="verify-table">{t('play.tbl_verify_xoc_dia', { coins: t('play.tbl_coins_result', { reds: o.reds, whites: 4 - o.reds }) })}</p>
        <div className="tbl-plate">{o.coins.map((coin, i) => <CoinFace key={i} coin={coin} />)}</div>
      </>
    );
  }
}
