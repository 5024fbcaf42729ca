import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../routes/route-table';
import { useBrandName } from '../../api/system/brand';

/** "Screen · App": the screen first, so tabs and history tell routes apart. */
export function documentTitle(screenTitle: string, appName: string): string {
  return screenTitle && screenTitle !== appName ? `${screenTitle} · ${appName}` : appName;
}

/** Keeps document.title on the route's title, in the language shown. */
export function useDocumentTitle(titleKey: TitleKey): void {
  const { t } = useTranslation();
  // t changes with the language, so a switch retitles the tab at once
  const title = documentTitle(t(`titles.${titleKey}`), useBrandName());
  useEffect(() => {
    document.title = title;
  }, [title]);
}
