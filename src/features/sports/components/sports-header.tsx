import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useFormats } from '../../../api/system/use-formats';
import { APP_PATHS } from '../../../config/paths';

/** The top of the sportsbook and the cockfight pit: back to the lobby, the game's name, the balance. */
export function SportsHeader({ gameName, balance, balanceTestId }: { gameName: string; balance: number; balanceTestId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <>
      <header className="sports-top">
        <Link href={APP_PATHS.home} className="sports-back">{t('sports.back_to_lobby')}</Link>
        <h1 className="sports-title">{gameName}</h1>
      </header>
      <p className="sports-balance">
        <span>{t('sports.balance')}</span>
        <strong data-testid={balanceTestId}>{formats.money(balance)}</strong>
      </p>
    </>
  );
}
