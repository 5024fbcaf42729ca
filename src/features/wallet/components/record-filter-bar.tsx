import { useTranslation } from 'react-i18next';
import { RECORD_MAX_RANGE_DAYS } from '../../../../contract/wallet';
import { DateRangeFilter } from '../../../ui/date-range-filter';
import { RECORD_PRESETS, type RecordFilterState } from '../model/record-filter';
import '../i18n-bundle';

/** Date presets and range, and the type select of a record screen. */
export function RecordFilterBar({ filter, onChange, types, typeLabel }: {
  filter: RecordFilterState;
  onChange: (next: RecordFilterState) => void;
  types: readonly string[];
  typeLabel: (type: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="wallet-card">
      <DateRangeFilter presets={RECORD_PRESETS} value={filter.range} maxDays={RECORD_MAX_RANGE_DAYS} onChange={(range) => onChange({ ...filter, range })} />
      <div className="wallet-field">
        <label className="wallet-field__label" htmlFor="record-type">{t('wallet.filter_type')}</label>
        <select id="record-type" className="wallet-select" value={filter.type} onChange={(e) => onChange({ ...filter, type: e.target.value })}>
          <option value="">{t('wallet.all_types')}</option>
          {types.map((type) => <option key={type} value={type}>{typeLabel(type)}</option>)}
        </select>
      </div>
    </div>
  );
}
