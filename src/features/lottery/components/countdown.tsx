import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mmss, secondsLeft } from '../model/slip';

/**
 * Time left until the draw closes, on the server's clock (the device's clock
 * corrected by the state's `now`). Calls onClosed once when it reaches zero;
 * the server decides whether an order is still in time.
 */
export function Countdown({ closesAt, skew, onClosed }: { closesAt: number; skew: number; onClosed: () => void }) {
  const { t } = useTranslation();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  const left = secondsLeft(closesAt, deviceNow, skew);
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onClosed();
  }, [left, onClosed]);
  return (
    <p className="lottery-countdown">
      <span>{left > 0 ? t('lottery.closes_in') : t('lottery.closed_waiting')}</span>
      {/* not a live region: a change every second would flood screen readers */}
      <strong data-testid="lottery-countdown">{mmss(left)}</strong>
    </p>
  );
}
