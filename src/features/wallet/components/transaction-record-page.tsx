import { useTranslation } from 'react-i18next';
import { AGENT_ENTRY_KINDS, LEDGER_ENTRY_KINDS } from '../../../../contract/wallet';
import { useFormats } from '../../../api/system/use-formats';
import { rangeBounds } from '../../../ui/date-range';
import { useTransactions } from '../api/records';
import { useRecordFilter } from '../hooks/use-record-filter';
import { RecordFilterBar } from './record-filter-bar';
import { RecordList } from './record-list';
import './wallet.css';
import '../i18n-bundle';

/** /m/transaction/record (agents: ?types=A): every balance change of the range, by kind, with money in and out. */
export default function TransactionRecordPage() {
  const { t } = useTranslation();
  const formats = useFormats();
  const [filter, setFilter] = useRecordFilter(LEDGER_ENTRY_KINDS);
  const kinds = filter.agent ? AGENT_ENTRY_KINDS : LEDGER_ENTRY_KINDS;
  const type = kinds.includes(filter.type as never) ? filter.type : '';
  const query = useTransactions({ ...rangeBounds(filter.range), type, types: filter.agent ? 'A' : undefined });
  const kindLabel = (kind: string) => t(`wallet.kind_${kind as 'bet'}`);
  return (
    <div className="wallet-page">
      {filter.agent && <p className="wallet-field__hint">{t('wallet.agent_view')}</p>}
      <RecordFilterBar filter={{ ...filter, type }} onChange={setFilter} types={kinds} typeLabel={kindLabel} />
      <RecordList
        label={t('titles.transactionRecord')}
        query={query}
        emptyText={t('wallet.no_entries')}
        totals={(first) => (
          <dl className="wallet-totals">
            <div><dt>{t('wallet.total_in')}</dt><dd className="wallet-plus">{formats.money(first.totals.credit)}</dd></div>
            <div><dt>{t('wallet.total_out')}</dt><dd className="wallet-minus">{formats.money(first.totals.debit)}</dd></div>
          </dl>
        )}
        rows={(pages) =>
          pages.flatMap((page) => page.list).map((entry) => (
            <li key={entry.id} className="wallet-order">
              <span>{kindLabel(entry.kind)}</span>
              <span className={`wallet-order__amount ${entry.amount > 0 ? 'wallet-plus' : 'wallet-minus'}`}>{entry.amount > 0 ? '+' : ''}{formats.money(entry.amount)}</span>
              <span className="wallet-order__meta">{formats.dateTime(entry.createdAt)} · {t('wallet.balance_after')} {formats.money(entry.balanceAfter)}</span>
            </li>
          ))
        }
      />
    </div>
  );
}
