import { useTranslation } from 'react-i18next';
import type { TeamFooter } from '../../../../contract/agent';
import { useFormats } from '../../../api/system/use-formats';

type MoneyKey = 'deposit' | 'withdrawal' | 'bet' | 'validBet' | 'winLoss' | 'rebate';
const MONEY_LABELS: Record<MoneyKey, string> = {
  deposit: 'deposit_total', withdrawal: 'withdrawal_total', bet: 'bet_total', validBet: 'valid_bet_total', winLoss: 'win_loss_total', rebate: 'rebate_total',
};
const COUNT_LABELS = {
  teamRegisterMemberCount: 'register_count',
  teamLoginMemberCount: 'login_count',
  teamBetMemberCount: 'bet_member_count',
  teamOnlineCount: 'online_count',
  teamMemberCount: 'member_count',
} as const;

/** Label/value pairs in a grid: a <dl>, so a reader hears each figure with its name. */
export function FigureGrid({ figures }: { figures: readonly { label: string; value: string; tone?: 'up' | 'down' }[] }) {
  return (
    <dl className="agent-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="agent-figures__item">
          <dt>{figure.label}</dt>
          <dd className={figure.tone ? `is-${figure.tone}` : undefined}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const toneOf = (value: number) => (value > 0 ? 'up' : value < 0 ? 'down' : undefined);

/** The money fields of a member or a total, in the one money format. */
export function useMoneyFigures(): (values: Record<MoneyKey, number>, keys?: readonly MoneyKey[]) => { label: string; value: string; tone?: 'up' | 'down' }[] {
  const { t } = useTranslation();
  const formats = useFormats();
  return (values, keys = Object.keys(MONEY_LABELS) as MoneyKey[]) =>
    keys.map((key) => ({
      label: t(`agent.${MONEY_LABELS[key]}` as 'agent.deposit_total'),
      value: formats.money(values[key]),
      tone: key === 'winLoss' ? toneOf(values[key]) : undefined,
    }));
}

/** The team footer: its counts, then its money. */
export function TeamFooterFigures({ footer, withMembers = false }: { footer: TeamFooter; withMembers?: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const money = useMoneyFigures();
  const counts = (Object.keys(COUNT_LABELS) as (keyof typeof COUNT_LABELS)[])
    .filter((key) => withMembers || key !== 'teamMemberCount')
    .map((key) => ({ label: t(`agent.${COUNT_LABELS[key]}`), value: formats.whole(footer[key]) }));
  return <FigureGrid figures={[...counts, ...money(footer)]} />;
}
