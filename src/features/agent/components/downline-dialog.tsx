import { useTranslation } from 'react-i18next';
import { REBATE_CATEGORIES } from '../../../../contract/agent';
import { useFormats } from '../../../api/system/use-formats';
import { Dialog } from '../../../ui/dialog';
import { QueryStates } from '../../../ui/query-states';
import { useDownline } from '../api/downline';
import { FigureGrid, useMoneyFigures } from './figures';
import { OfferContractForm } from './offer-contract-form';
import { RatesForm } from './rates-form';
import { TransferForm } from './transfer-form';

/** One member of the team: who, balance, this month, transfer, and (direct downlines) rates. */
export function DownlineDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const money = useMoneyFigures();
  const detail = useDownline(id);
  const d = detail.data;
  return (
    <Dialog title={d ? t('agent.detail_title', { username: d.username }) : t('common.loading')} onClose={onClose}>
      <QueryStates query={detail} isEmpty={false} emptyText="">
        {() => (
          <div className="agent-detail">
            <FigureGrid
              figures={[
                { label: t('agent.balance'), value: formats.money(d!.balance) },
                { label: t('agent.level', { level: '' }).trim(), value: String(d!.level) },
                { label: t('agent.upline'), value: d!.parentUsername ?? '-' },
                { label: t('agent.joined'), value: formats.date(new Date(d!.createdAt)) },
                { label: t('agent.last_login'), value: d!.lastLoginAt ? formats.dateTime(new Date(d!.lastLoginAt)) : t('agent.never') },
                ...REBATE_CATEGORIES.map((c) => ({ label: t(`agent.cat_${c}`), value: formats.percent(d!.rates[c]) })),
              ]}
            />
            <h3 className="agent-form__title">{t('agent.this_month')}</h3>
            <FigureGrid figures={money(d!.month)} />
            <TransferForm downlineId={d!.id} username={d!.username} />
            {d!.level === 1
              ? <RatesForm downlineId={d!.id} rates={d!.rates} max={d!.maxRates} min={d!.minRates} />
              : <p className="agent-note">{t('agent.rates_only_direct')}</p>}
            {d!.level === 1 && d!.isAgent && <OfferContractForm downlineId={d!.id} />}
          </div>
        )}
      </QueryStates>
    </Dialog>
  );
}
