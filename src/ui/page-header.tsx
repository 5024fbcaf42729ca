import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import './page-header.css';

/**
 * The header of a screen the layout shows without the shell's title bar
 * (spec 2.1: the message centre, promotion detail, the lottery sheet): the
 * same look as the title bar (`.app-header--title`), a back arrow and a real
 * h1, so every screen reads and leaves the same way.
 */
export function PageHeader({ title, onBack, backLabel, end }: { title: string; onBack: () => void; backLabel?: string; end?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="app-header app-header--title page-header">
      <button type="button" className="icon-button" aria-label={backLabel ?? t('common.back')} onClick={onBack}>
        <Icon name="back" />
      </button>
      <h1 className="app-header__title page-header__title">{title}</h1>
      {end ?? <span className="icon-button" aria-hidden="true" />}
    </header>
  );
}
