import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betDigits, isBetNumber, type LotteryBetType } from '../../../../contract/lottery-draw';
import { MAX_NUMBERS } from '../../../../contract/lottery';
import { toggleNumber } from '../model/slip';

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

/** Numbers for the chosen bet type: a 00–99 grid for lô and đề, a typed number for 3 càng. */
export function NumberPicker({ type, picked, onChange }: { type: LotteryBetType; picked: readonly string[]; onChange: (numbers: string[]) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  if (betDigits(type) === 2) {
    return (
      <div className="lottery-grid" role="group" aria-label={t('lottery.pick_numbers')}>
        {TWO_DIGITS.map((n) => (
          <button key={n} type="button" className="lottery-ball" aria-pressed={picked.includes(n)} onClick={() => onChange(toggleNumber(picked, n, MAX_NUMBERS))}>{n}</button>
        ))}
      </div>
    );
  }
  const valid = isBetNumber(type, typed);
  return (
    <div className="lottery-typed">
      <label className="lottery-field">
        <span>{t('lottery.number_3')}</span>
        <input className="lottery-input" inputMode="numeric" maxLength={3} pattern="\d{3}" value={typed} onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 3))} />
      </label>
      <button type="button" className="lottery-button lottery-button--ghost" disabled={!valid} onClick={() => { onChange(toggleNumber(picked.filter((n) => n !== typed), typed, MAX_NUMBERS)); setTyped(''); }}>
        {t('lottery.add_number')}
      </button>
      {picked.length > 0 && (
        <ul className="lottery-chips" aria-label={t('lottery.pick_numbers')}>
          {picked.map((n) => (
            <li key={n}><button type="button" className="lottery-chip" onClick={() => onChange(picked.filter((x) => x !== n))} aria-label={`${t('lottery.remove')} ${n}`}>{n} ×</button></li>
          ))}
        </ul>
      )}
    </div>
  );
}
