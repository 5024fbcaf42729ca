import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../api/system/use-formats';
import { useDepositPromotions } from '../api/qr-deposit';
import { percentText } from '../model/fees';
import '../i18n-bundle';

/**
 * The promotions the member may accept with this deposit (the server's
 * list, docs/decisions/0103), or none. A promotion picked earlier that is
 * no longer offered falls back to none; one whose minimum the amount does
 * not reach says so (and the form waits). The bonus shown is an estimate:
 * the server computes it on the order and pays it when the deposit is
 * credited. A list that fails to load can be retried, and the deposit can
 * go on without one.
 */
export function PromotionPicker({ picked, onPick, amount, credit, onProblem }: {
  picked: number | null;
  onPick: (id: number | null) => void;
  /** The amount paid, when valid; null before. */
  amount: number | null;
  /** What the deposit will credit (the fee taken off), when valid. */
  credit: number | null;
  onProblem: (problem: boolean) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const promotions = useDepositPromotions();
  const offered = promotions.data?.promotions ?? [];
  const current = offered.find((p) => p.id === picked) ?? null;
  // a promotion that is no longer offered (used up, ended) is not sent
  useEffect(() => {
    if (picked !== null && promotions.isSuccess && !current) onPick(null);
  }, [picked, promotions.isSuccess, current, onPick]);
  const belowMin = current !== null && amount !== null && amount < current.minDeposit;
  useEffect(() => onProblem(belowMin), [belowMin, onProblem]);

  if (promotions.isError) {
    return (
      <div className="wallet-card" role="status">
        <p className="wallet-field__hint">{t('wallet.promotions_failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void promotions.refetch()}>{t('common.retry')}</button>
      </div>
    );
  }
  if (offered.length === 0) return null;
  const bonus = current && credit !== null ? Math.min(Math.floor(credit * current.bonusPercent) / 100, current.maxBonus) : null;
  return (
    <fieldset className="wallet-card">
      <legend className="wallet-card__title">{t('wallet.promotion')}</legend>
      <ul className="wallet-choices">
        <li>
          <label className="wallet-choice">
            <input type="radio" name="deposit-promotion" checked={current === null} onChange={() => onPick(null)} />
            <span className="wallet-choice__body">{t('wallet.promotion_none')}</span>
          </label>
        </li>
        {offered.map((p) => (
          <li key={p.id}>
            <label className="wallet-choice">
              <input type="radio" name="deposit-promotion" checked={current?.id === p.id} onChange={() => onPick(p.id)} />
              <span className="wallet-choice__body">
                <strong>{p.title}</strong>
                <span className="wallet-field__hint">
                  {t('wallet.promotion_terms', { percent: percentText(formats, p.bonusPercent), max: formats.money(p.maxBonus), min: formats.money(p.minDeposit) })}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {belowMin && <p className="wallet-error" role="alert">{t('wallet.promotion_below_min', { min: formats.money(current.minDeposit) })}</p>}
      {!belowMin && bonus !== null && bonus > 0 && <p className="wallet-field__hint" data-testid="promotion-estimate">{t('wallet.promotion_estimate', { bonus: formats.money(bonus) })}</p>}
    </fieldset>
  );
}
