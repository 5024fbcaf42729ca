import { useTranslation } from 'react-i18next';
import { RECORD_GAME_TYPES } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { rangeBounds } from '../../../ui/date-range';
import { SavedAt } from '../../../ui/saved-at';
import { useBetRecords } from '../api/records';
import { useRecordFilter } from '../hooks/use-record-filter';
import { RecordFilterBar } from './record-filter-bar';
import { RecordList } from './record-list';
import { RoundDetails } from './round-details';
import './wallet.css';
import '../i18n-bundle';

const signed = (value: number) => (value > 0 ? 'wallet-plus' : value < 0 ? 'wallet-minus' : '');

/** /m/gameRecord: every game round of the range (bet, valid bet, win/loss, game, time), by game type, with totals. */
export default function GameRecordPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [filter, setFilter] = useRecordFilter(RECORD_GAME_TYPES);
  const query = useBetRecords({ ...rangeBounds(filter.range), type: filter.type });
  return (
    <div className="wallet-page">
      <RecordFilterBar filter={filter} onChange={setFilter} types={RECORD_GAME_TYPES} typeLabel={(type) => t(`wallet.game_${type as 'RNG'}`)} />
      <SavedAt queries={[query]} />
      <RecordList
        label={t('titles.gameRecord')}
        query={query}
        emptyText={t('wallet.no_bets')}
        totals={(first) => (
          <dl className="wallet-totals">
            <div><dt>{t('wallet.total_bet')}</dt><dd>{formats.money(first.totals.bet)}</dd></div>
            <div><dt>{t('wallet.total_valid')}</dt><dd>{formats.money(first.totals.validBet)}</dd></div>
            <div><dt>{t('wallet.total_win_loss')}</dt><dd className={signed(first.totals.winLoss)}>{formats.money(first.totals.winLoss)}</dd></div>
          </dl>
        )}
        rows={(pages) =>
          pages.flatMap((page) => page.list).map((row) => (
            <li key={row.id} className="wallet-order">
              <span>{row.gameName}</span>
              <span className={`wallet-order__amount ${signed(row.winLoss)}`}>{formats.money(row.winLoss)}</span>
              <span className="wallet-order__meta">
                {formats.dateTime(row.createdAt)} · {row.gameType ? t(`wallet.game_${row.gameType as 'RNG'}`) : ''} · {t('wallet.bet')} {formats.money(row.bet)} · {t('wallet.valid_bet')} {formats.money(row.validBet)}
              </span>
              {row.round && <RoundDetails round={row.round} />}
            </li>
          ))
        }
      />
    </div>
  );
}
