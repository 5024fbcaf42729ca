import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORTS, type Sport } from '../../../../contract/sports';
import { ApiError } from '../../../api/errors';
import { useFormats } from '../../../api/system/use-formats';
import { useBalance } from '../../../api/wallet/balance';
import { AMOUNT_INPUT_MESSAGES } from '../../../i18n/amount-input';
import { useErrorText } from '../../../ui/error-text';
import { RetryPanel } from '../../../ui/retry-panel';
import { Spinner } from '../../../ui/spinner';
import { usePlaceSlip, useSportsState } from '../api/sports';
import { useKeptSlip } from '../hooks/use-kept-slip';
import {
  acceptChanges, EMPTY_SLIP, planSlip, removeSelection, slipAsk, slipChanges, toggleSelection, type StakeReading,
} from '../model/slip';
import { FixtureList } from './fixture-list';
import { MyBets } from './my-bets';
import { SlipSheet } from './slip-sheet';
import { SportIcon } from './sport-icon';
import './sports.css';
import '../i18n-bundle';
import { SportsHeader } from './sports-header';

/** While the slip holds selections the odds are asked for this often, so a moved price shows soon; otherwise now and then. */
const SLIP_REFETCH_MS = 4_000;
const IDLE_REFETCH_MS = 30_000;

/**
 * /m/sportsbook?nodeId=: the sportsbook a SPORTS or ESPORTS tile opens
 * (docs/decisions/0073). The fixtures of the game's category by sport, the
 * slip as a bottom sheet kept across reloads, the member's bets. The server
 * holds every rule: the odds a slip places at, the limits, the balance.
 */
export default function SportsbookPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const errorText = useErrorText();
  const [nodeId] = useState(() => new URLSearchParams(window.location.search).get('nodeId') ?? '');
  const [slip, updateSlip] = useKeptSlip(nodeId);
  const state = useSportsState(nodeId, slip.selections.length > 0 ? SLIP_REFETCH_MS : IDLE_REFETCH_MS);
  const balance = useBalance();
  const place = usePlaceSlip();
  const [tab, setTab] = useState<Sport | 'mine' | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [placedCount, setPlacedCount] = useState<number | null>(null);

  if (!nodeId) return <p className="sports-error sports-page" role="alert">{t('sports.game_missing')}</p>;
  if (state.isPending) return <Spinner label={t('common.loading')} />;
  if (state.isError) return <div className="sports-page"><RetryPanel error={state.error} onRetry={() => void state.refetch()} /></div>;

  const value = state.data;
  const sports = SPORTS.filter((s) => value.fixtures.some((f) => f.sport === s));
  const current = tab ?? sports[0] ?? 'mine';
  const shownBalance = balance.data?.sumBalance ?? value.balance;
  const changes = slipChanges(slip, value.fixtures);
  const read = (text: string): StakeReading => {
    const amount = formats.parseAmount(text);
    return amount.value === null ? { stake: null, problem: AMOUNT_INPUT_MESSAGES[amount.problem] } : { stake: amount.value, problem: null };
  };
  const planned = planSlip(slip, value.limits, read);
  const placeError = place.error ? errorText(place.error) : null;

  const onPlace = () => {
    const requestId = slip.requestId ?? crypto.randomUUID();
    updateSlip((s) => ({ ...s, requestId }));
    setPlacedCount(null);
    place.mutate({ nodeId, requestId, ...slipAsk(slip, planned) }, {
      onSuccess: (placed) => {
        updateSlip(() => EMPTY_SLIP);
        setPlacedCount(placed.bets.length);
      },
      // a refusal placed nothing: the next press is a new slip; a lost reply keeps its id, so a retry never places twice
      onError: (error) => {
        if (error instanceof ApiError && error.errorCode !== null) updateSlip((s) => ({ ...s, requestId: null }));
      },
    });
  };

  return (
    <div className="sports-page">
      <SportsHeader gameName={value.gameName} balance={shownBalance} balanceTestId="sports-balance" />
      <div className="sports-tabs" role="radiogroup" aria-label={t('sports.sports_tabs')}>
        {sports.map((s) => (
          <button key={s} type="button" role="radio" aria-checked={current === s} className="sports-tab" onClick={() => setTab(s)}>
            <SportIcon sport={s} />
            <span>{t(`sports.sport_${s}`)}</span>
          </button>
        ))}
        <button type="button" role="radio" aria-checked={current === 'mine'} className="sports-tab" onClick={() => setTab('mine')}>
          <SportIcon sport="mine" />
          <span>{t('sports.my_bets')}</span>
        </button>
      </div>

      {current === 'mine' ? (
        <MyBets formats={formats} />
      ) : (
        <FixtureList
          fixtures={value.fixtures.filter((f) => f.sport === current)} slip={slip} formats={formats}
          onToggle={(selection) => { setPlacedCount(null); place.reset(); updateSlip((s) => toggleSelection(s, selection)); }}
        />
      )}

      {(slip.selections.length > 0 || placedCount !== null) && (
        <div className="sports-slip-bar">
          <button type="button" className="sports-slip-bar__button" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
            <span>{t('sports.slip_bar', { count: slip.selections.length })}</span>
            {planned.totalStake > 0 && <span>{t('sports.slip_stake_total', { amount: formats.money(planned.totalStake) })}</span>}
            {changes.length > 0 && <span className="sports-slip-bar__dot" aria-label={t('sports.changes_notice')} />}
          </button>
        </div>
      )}

      {sheetOpen && (
        <SlipSheet
          slip={slip} limits={value.limits} planned={planned} changes={changes} balance={shownBalance} formats={formats}
          busy={place.isPending} placedCount={placedCount} error={placeError}
          onStake={(field, text) => updateSlip((s) => (field === 'parlay' ? { ...s, parlay: text, requestId: null } : { ...s, singles: { ...s.singles, [field]: text }, requestId: null }))}
          onRemove={(marketId) => updateSlip((s) => removeSelection(s, marketId))}
          onClear={() => updateSlip(() => EMPTY_SLIP)}
          onAccept={() => { place.reset(); updateSlip((s) => acceptChanges(s, changes)); }}
          onPlace={onPlace}
          onClose={() => setSheetOpen(false)}
        />
      )}
    </div>
  );
}
