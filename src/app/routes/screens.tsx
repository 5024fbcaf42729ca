import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import HomePage from '../../features/home/components/home-page';
import type { ScreenId } from './route-table';

/** Home is in the first bundle (it is the start URL); other screens load on demand. */
export const SCREENS: Record<Exclude<ScreenId, 'placeholder'>, ComponentType | LazyExoticComponent<ComponentType>> = {
  home: HomePage,
  help: lazy(() => import('../../features/help/components/help-page')),
  settings: lazy(() => import('../../features/settings/components/settings-page')),
  'app-download': lazy(() => import('../../features/install/components/app-download-page')),
  notice: lazy(() => import('../../features/announcements/components/notice-page')),
  announcement: lazy(() => import('../../features/announcements/components/announcement-page')),
};
