import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { APP_PATHS } from '../../../config/paths';
import { useFormats } from '../../../api/system/use-formats';

/** The head of an in-house game screen: the way back to the lobby, the game's name and the balance the server last sent. */
export function PlayTop({ gameName, balance }: { gameName: string; balance: number }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <>
      <header className="play-top">
        <Link href={APP_PATHS.home} className="play-link">{t('play.back_to_lobby')}</Link>
        <h1 className="play-title">{gameName}</h1>
      </header>
      <p className="play-balance">
        <span>{t('play.balance')}</span>
        <strong role="status" aria-label={t('play.balance')} data-testid="play-balance">{formats.money(balance)}</strong>
      </p>
    </>
  );
}
