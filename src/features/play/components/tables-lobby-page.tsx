import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { LobbyTable } from '../../../../contract/live-tables';
import { fetchLaunchUrl } from '../../../api/games/fetchers';
import { useFormats } from '../../../api/system/use-formats';
import { useWireLanguage } from '../../../i18n/use-language';
import { useErrorText } from '../../../ui/error-text';
import { useTablesLobby, type Timed } from '../api/tables';
import { usePlayScreen } from '../hooks/use-play-screen';
import { PlayTop } from './play-top';
import { MiniRoad } from './table-road';
import { Dealer, useServerClock } from './table-parts';
import './play.css';
import './tables.css';
import '../i18n-bundle';

/**
 * /m/play/tables: a live vendor's lobby (docs/decisions/0072), opened by its
 * vendor tile: the vendor's baccarat and roulette tables with their round
 * and road; sitting at one launches it through the usual launch (a ticket of
 * its own) and opens its screen in the app.
 */
export default function TablesLobbyPage() {
  const screen = usePlayScreen(useTablesLobby);
  if (!screen.ready) return screen.fallback;
  return <TablesLobby value={screen.value} />;
}

function TablesLobby({ value }: { value: Timed<{ gameName: string; vendorName: string; balance: number; serverNow: number; tables: LobbyTable[] }> }) {
  const { t } = useTranslation();
  const language = useWireLanguage();
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const now = useServerClock(value);
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const sit = (table: LobbyTable) => {
    setOpening(table.nodeId);
    setError(null);
    fetchLaunchUrl({ gameId: table.gameId, nodeId: table.nodeId, vassalage: table.vassalage }, language)
      .then((url) => {
        const target = new URL(url, window.location.href);
        // the table's screen is the app's own: open it in place, without loading the app again
        if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.toString());
      })
      .catch((e: unknown) => setError(e))
      .finally(() => setOpening(null));
  };

  return (
    <div className="play-page tbl-page">
      <PlayTop gameName={t('play.tbl_lobby_title', { vendor: value.vendorName })} balance={value.balance} />
      <section className="tbl-stage tbl-stage--lobby" aria-hidden="true">
        <Dealer engine="baccarat" busy={false} />
      </section>
      <p className="play-note">{t('play.tbl_lobby_intro')}</p>
      {error ? <p className="play-error" role="alert">{errorText(error)}</p> : null}
      <section aria-labelledby="tbl-lobby-tables">
        <h2 id="tbl-lobby-tables" className="play-card__title">{t('play.tbl_lobby_tables')}</h2>
        <ul className="tbl-lobby">
          {value.tables.map((table) => (
            <li key={table.nodeId}><LobbyTableCard table={table} now={now} busy={opening !== null} onSit={() => sit(table)} /></li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function LobbyTableCard({ table, now, busy, onSit }: { table: LobbyTable; now: number; busy: boolean; onSit: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const round = table.round;
  const betting = round?.phase === 'betting' && now < round.closesAt;
  return (
    <article className={`tbl-lobby__table tbl-lobby__table--${table.engine}`} aria-labelledby={`tbl-table-${table.nodeId}`}>
      <h3 id={`tbl-table-${table.nodeId}`} className="tbl-lobby__name">{table.gameName}</h3>
      <p className="play-note">
        {t(`play.tbl_engine_${table.engine}`)}
        {table.variant && ` · ${t(`play.tbl_variant_${table.variant}`)}`}
        {' · '}{t('play.tbl_min_bet', { amount: formats.money(table.minBet) })}
      </p>
      <p className="tbl-lobby__phase">
        {round ? `${t('play.tbl_round_no', { n: round.roundNo })} · ` : ''}
        {betting ? t('play.tbl_betting', { seconds: Math.ceil((round.closesAt - now) / 1000) })
          : round?.phase === 'settled' ? t('play.tbl_next_round', { seconds: Math.max(0, Math.ceil((round.endsAt - now) / 1000)) }) : t('play.tbl_closing')}
      </p>
      {table.road.length > 0 ? <MiniRoad road={table.road} /> : <p className="play-note">{t('play.tbl_road_empty')}</p>}
      <button type="button" className="play-button" disabled={busy} onClick={onSit}>{t('play.tbl_open_table', { name: table.gameName })}</button>
    </article>
  );
}
