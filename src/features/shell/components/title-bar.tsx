import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';

/** The title bar of inner pages: a back arrow and the page title. */
export function TitleBar({ title, onBack }: { title: string; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <header className="app-header app-header--title">
      <button type="button" className="icon-button" aria-label={t('common.back')} onClick={onBack}>
        <Icon name="back" />
      </button>
      <div className="app-header__title" role="heading" aria-level={1}>
        {title}
      </div>
      <span className="icon-button" aria-hidden="true" />
    </header>
  );
}
