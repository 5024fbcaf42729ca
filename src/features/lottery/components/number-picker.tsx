import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betDigits, isBetNumber, type LotteryBetType } from '../../../../contract/lottery-draw';
import { MAX_NUMBERS } from '../../../../contract/lottery';
import { toggleNumber } from '../model/slip';

/** The ten numbers of a "đầu" (tens digit): 40–49 for đầu 4. */
const numbersOfHead = (head: number) => Array.from({ length: 10 }, (_, unit) => `${head}${unit}`);
const HEADS = Array.from({ length: 10 }, (_, head) => head);

/**
 * Numbers for the chosen bet type. Lô and đề: the player first picks the
 * "đầu" (tens digit, as lô đề players name it), then among its ten numbers,
 * so every button keeps a 44 px touch target on a 320 px phone (a 10 × 10
 * grid made them 29 px). Each đầu says how many of its numbers are picked.
 * 3 càng: a typed number.
 */
export function NumberPicker({ type, picked, onChange }: { type: LotteryBetType; picked: readonly string[]; onChange: (numbers: string[]) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [head, setHead] = useState(0);
  if (betDigits(type) === 2) {
    return (
      <div className="lottery-picker">
        <div className="lottery-heads" role="radiogroup" aria-label={t('lottery.pick_head')}>
          {HEADS.map((h) => {
            const count = picked.filter((n) => n.startsWith(String(h))).length;
            const label = t('lottery.head', { head: h });
            return (
              <button
                key={h}
                type="button"
                role="radio"
                aria-checked={h === head}
                aria-label={count > 0 ? `${label}, ${t('lottery.head_picked', { count })}` : undefined}
                className="lottery-head"
                onClick={() => setHead(h)}
              >
                {label}
                {count > 0 && <span className="lottery-head__count" aria-hidden="true">{count}</span>}
              </button>
            );
          })}
        </div>
        <div className="lottery-grid" role="group" aria-label={t('lottery.pick_numbers')}>
          {numbersOfHead(head).map((n) => (
            <button key={n} type="button" className="lottery-ball" aria-pressed={picked.includes(n)} onClick={() => onChange(toggleNumber(picked, n, MAX_NUMBERS))}>{n}</button>
          ))}
        </div>
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
