import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { REBATE_CATEGORIES, type RebateRates } from '../../../../contract/agent';
import { appPath } from '../../../config/paths';
import { useErrorText } from '../../../ui/error-text';
import { RetryPanel } from '../../../ui/retry-panel';
import { toast } from '../../../ui/toast-store';
import { useOpenAccount } from '../api/open-account';
import { useOwnRebates } from '../api/own-rebates';
import { parseRate, rateOutOfBounds } from '../model/amounts';
import { RatesFields, ratesToTexts } from './rates-fields';
import '../agent.css';
import '../i18n-bundle';

const USERNAME = /^[a-z0-9]{6,16}$/;
const PASSWORD = /^[\x21-\x7E]{6,20}$/;

/** /m/agentRegister: the agent opens a member or sub-agent account under itself, with a password and rates. */
export default function OpenAccountPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const own = useOwnRebates();
  const open = useOpenAccount();
  const [accountType, setAccountType] = useState<'member' | 'agent'>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rates, setRates] = useState(() => ratesToTexts());
  const [problem, setProblem] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().toLowerCase();
    if (!USERNAME.test(name)) return setProblem(t('agent.username_invalid'));
    if (!PASSWORD.test(password)) return setProblem(t('agent.password_invalid'));
    const parsed: Partial<RebateRates> = {};
    for (const category of REBATE_CATEGORIES) {
      const rate = parseRate(rates[category]);
      if (rate === null) return setProblem(t('agent.rate_invalid'));
      parsed[category] = rate;
    }
    const out = own.data ? rateOutOfBounds(parsed, own.data) : null;
    if (out) return setProblem(t('agent.rate_out_of_bounds', { category: t(`agent.cat_${out.category}`), min: out.min, max: out.max }));
    setProblem(null);
    open.mutate({ username: name, password, accountType, rates: parsed }, {
      onSuccess: (value) => {
        setOpened(value.username);
        setUsername('');
        setPassword('');
        toast.success(t('agent.open_done', { username: value.username }));
      },
      onError: (error) => setProblem(errorText(error)),
    });
  };
  return (
    <div className="agent-page">
      <p className="agent-note">{t('agent.open_intro')}</p>
      <form className="agent-form" onSubmit={submit} noValidate>
        <fieldset className="agent-radios">
          <legend className="agent-field__label">{t('agent.account_type')}</legend>
          {(['member', 'agent'] as const).map((kind) => (
            <label key={kind} className="agent-check">
              <input type="radio" name="accountType" checked={accountType === kind} onChange={() => setAccountType(kind)} />
              <span>{t(kind === 'agent' ? 'agent.kind_agent' : 'agent.kind_member')}</span>
            </label>
          ))}
        </fieldset>
        <label className="agent-field">
          <span className="agent-field__label">{t('agent.username')}</span>
          <input className="agent-input" name="username" autoComplete="off" autoCapitalize="none" maxLength={16} value={username} onChange={(e) => setUsername(e.target.value)} />
          <span className="agent-field__hint">{t('agent.username_hint')}</span>
        </label>
        <label className="agent-field">
          <span className="agent-field__label">{t('agent.password')}</span>
          <input className="agent-input" name="new-password" type="password" autoComplete="new-password" maxLength={20} value={password} onChange={(e) => setPassword(e.target.value)} />
          <span className="agent-field__hint">{t('agent.password_hint')}</span>
        </label>
        <h2 className="agent-form__title">{t('agent.rates_title')}</h2>
        {/* the bounds of the rates are the agent's own: without them, say why and offer a retry (typed fields stay) */}
        {own.isError && own.data === undefined && <RetryPanel error={own.error} onRetry={() => void own.refetch()} />}
        <RatesFields texts={rates} onChange={setRates} max={own.data} />
        {problem && <p className="agent-form__error" role="alert">{problem}</p>}
        <button type="submit" className="button button--block" disabled={open.isPending}>{t('agent.open_submit')}</button>
      </form>
      {opened && (
        <p className="agent-note" role="status">
          {t('agent.open_done', { username: opened })}{' '}
          <Link href={appPath('teamManagement', { username: opened })}>{t('agent.open_go_team')}</Link>
        </p>
      )}
    </div>
  );
}
