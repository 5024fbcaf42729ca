import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import { LOTTERY_BET_TYPES, type LotteryBetType } from '../../../../contract/lottery-draw';
import { MAX_SUB_ORDERS } from '../../../../contract/lottery';
import { ApiError } from '../../../api/errors';
import { useFormats } from '../../../api/system/use-formats';
import { useBalance } from '../../../api/wallet/balance';
import { useErrorText } from '../../../ui/error-text';
import { Spinner } from '../../../ui/spinner';
import { useCancelSubOrders, useGameNumero, useLotteryRefresh, useLotteryState, usePlaceOrder, useRecentDraws, useRecentOrders } from '../api/lottery';
import { slipLine, slipTotal, type SlipLine } from '../model/slip';
import { Countdown } from './countdown';
import { NumberPicker } from './number-picker';
import { OrdersList } from './orders-list';
import { ResultsList } from './results-list';
import { NumeroView } from './numero-view';
import './lottery.css';
import '../i18n-bundle';
import { RetryPanel } from '../../../ui/retry-panel';

/** While a draw is being drawn the results and orders are asked for again this often. */
const WAITING_REFETCH_MS = 3_000;

/**
 * /m/fast-lottery?nodeId=: the in-house fast lottery (docs/decisions/0067).
 * The screen picks bet type, numbers and points and keeps the slip; the
 * server prices, accepts or refuses, draws and settles.
 */
export default function LotteryPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const [nodeId] = useState(() => new URLSearchParams(window.location.search).get('nodeId') ?? '');
  const state = useLotteryState(nodeId);
  const balance = useBalance();
  const refresh = useLotteryRefresh();
  const [waiting, setWaiting] = useState(false);
  const gameCode = state.data?.gameCode ?? '';
  const draws = useRecentDraws(gameCode, waiting ? WAITING_REFETCH_MS : false);
  const orders = useRecentOrders(gameCode, waiting ? WAITING_REFETCH_MS : false);
  const numero = useGameNumero(gameCode, draws.data?.[0]?.issue);
  const place = usePlaceOrder();
  const cancel = useCancelSubOrders();
  const [type, setType] = useState<LotteryBetType>('lo');
  const [picked, setPicked] = useState<string[]>([]);
  const [points, setPoints] = useState(1);
  const [slip, setSlip] = useState<SlipLine[]>([]);
  const [placedOrder, setPlacedOrder] = useState<number | null>(null);
  const requestId = useRef<string | null>(null);
  const lineCount = useRef(0);
  const onClosed = useCallback(() => {
    setWaiting(true);
    void refresh();
  }, [refresh]);

  if (!nodeId) return <p className="lottery-error lottery-page" role="alert">{t('lottery.game_missing')}</p>;
  if (state.isPending) return <Spinner label={t('common.loading')} />;
  // a failed load says why and offers a retry (the shared panel), never a dead end
  if (state.isError) return <div className="lottery-page"><RetryPanel error={state.error} onRetry={() => void state.refetch()} /></div>;

  const value = state.data;
  const odds = value.betTypes.find((o) => o.betType === type);
  // the device time the answer arrived, against the server time it carries
  const skew = value.now - state.dataUpdatedAt;
  const total = slipTotal(slip);
  const shownBalance = balance.data?.sumBalance ?? value.balance;

  const addToSlip = () => {
    if (!odds || picked.length === 0) return;
    lineCount.current += 1;
    setSlip([...slip, slipLine(type, picked, points, odds, `line-${lineCount.current}`)]);
    setPicked([]);
  };
  const onPlace = () => {
    requestId.current ??= crypto.randomUUID();
    setPlacedOrder(null);
    place.mutate(
      { gameCode: value.gameCode, issue: value.draw.issue, subOrders: slip.map(({ betType, numbers, points: p }) => ({ betType, numbers, points: p })), requestId: requestId.current },
      {
        onSuccess: (order) => { requestId.current = null; setSlip([]); setPlacedOrder(order.orderId); setWaiting(false); },
        // a refusal placed nothing: the next press is a new order; a lost reply keeps its id, so a retry never stakes twice
        onError: (error) => { if (error instanceof ApiError && error.errorCode !== null) requestId.current = null; },
      },
    );
  };

  return (
    <div className="lottery-page">
      <header className="lottery-top">
        <Link href={APP_PATHS.home} className="lottery-link">{t('lottery.back_to_lobby')}</Link>
        <h1 className="lottery-title">{value.gameName}</h1>
      </header>
      <p className="lottery-balance">
        <span>{t('lottery.balance')}</span>
        <strong data-testid="lottery-balance">{formats.money(shownBalance)}</strong>
      </p>
      <section className="lottery-card" aria-labelledby="lottery-draw-title">
        <h2 id="lottery-draw-title" className="lottery-card__title" data-testid="lottery-issue">{t('lottery.issue', { issue: value.draw.issue })}</h2>
        <Countdown key={value.draw.issue} closesAt={value.draw.closesAt} skew={skew} onClosed={onClosed} />
        <p className="lottery-seed">{t('lottery.seed_hash')}: <code>{value.draw.serverSeedHash}</code></p>
      </section>

      <section className="lottery-card" aria-labelledby="lottery-bet-title">
        <h2 id="lottery-bet-title" className="lottery-card__title">{t('lottery.bet_type')}</h2>
        <div className="lottery-types" role="radiogroup" aria-labelledby="lottery-bet-title">
          {LOTTERY_BET_TYPES.filter((b) => value.betTypes.some((o) => o.betType === b)).map((b) => (
            <button key={b} type="button" role="radio" aria-checked={type === b} className="lottery-type" onClick={() => { setType(b); setPicked([]); setPoints(1); }}>
              {t(`lottery.type_${b}`)}
            </button>
          ))}
        </div>
        {odds && <p className="lottery-dim">{t(`lottery.odds_${type}`, { price: formats.money(odds.pointPrice), payout: formats.money(odds.payoutPerPoint) })}</p>}
        <NumberPicker key={type} type={type} picked={picked} onChange={setPicked} />
        <p className="lottery-dim" aria-live="polite">{picked.length > 0 ? t('lottery.picked', { numbers: [...picked].sort().join(', ') }) : t('lottery.picked_none')}</p>
        <div className="lottery-row">
          <label className="lottery-field">
            <span>{t('lottery.points')}</span>
            <input
              className="lottery-input" type="number" inputMode="numeric" min={odds?.minPoints ?? 1} max={odds?.maxPoints} value={points}
              onChange={(e) => setPoints(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
            />
          </label>
          <button type="button" className="lottery-button" disabled={picked.length === 0 || slip.length >= MAX_SUB_ORDERS} onClick={addToSlip}>{t('lottery.add_to_slip')}</button>
        </div>
      </section>

      <section className="lottery-card" aria-labelledby="lottery-slip-title">
        <h2 id="lottery-slip-title" className="lottery-card__title">{t('lottery.slip')}</h2>
        {slip.length === 0 && <p className="lottery-dim">{t('lottery.slip_empty')}</p>}
        <ul className="lottery-list">
          {slip.map((line) => (
            <li key={line.key} className="lottery-slip-line" data-testid="lottery-slip-line">
              <span>{t('lottery.slip_line', { type: t(`lottery.type_${line.betType}`), numbers: line.numbers.join(', '), points: line.points, stake: formats.money(line.stake) })}</span>
              <button type="button" className="lottery-button lottery-button--small" onClick={() => setSlip(slip.filter((l) => l.key !== line.key))}>{t('lottery.remove')}</button>
            </li>
          ))}
        </ul>
        <p className="lottery-total"><span>{t('lottery.total')}</span><strong data-testid="lottery-total">{formats.money(total)}</strong></p>
        <button type="button" className="lottery-place" disabled={slip.length === 0 || place.isPending} onClick={onPlace}>
          {place.isPending ? t('lottery.placing') : t('lottery.place')}
        </button>
        {placedOrder !== null && <p className="lottery-ok" role="status">{t('lottery.placed', { order: placedOrder })}</p>}
        {place.error && <p className="lottery-error" role="alert">{errorText(place.error)}</p>}
        {cancel.error && <p className="lottery-error" role="alert">{errorText(cancel.error)}</p>}
      </section>

      <OrdersList
        orders={orders.data ?? []} openIssue={value.draw.issue} formats={formats} busy={cancel.isPending}
        onCancel={(orderId, subOrderId) => cancel.mutate({ orderId, subOrderIds: [subOrderId] })}
      />
      <ResultsList draws={draws.data ?? []} />
      {/* game numero: the latest draws' endings counted by the server (docs/decisions/0102) */}
      {numero.data && numero.data.draws > 0 && (
        <details className="lottery-card" data-testid="game-numero">
          <summary className="lottery-card__title">{t('lottery.numero_title', { draws: numero.data.draws })}</summary>
          <NumeroView idPrefix="game-numero" numbers={numero.data.numbers.map((n) => ({ number: n.number, count: n.count, absent: n.absentDraws }))}
            absentText={(draws) => t('lottery.numero_absent_draws', { draws })} />
        </details>
      )}
    </div>
  );
}
