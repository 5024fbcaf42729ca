import type { Page } from '@playwright/test';

export interface Shot {
  name: string;
  path: string;
  /** Signed in as the demo member. */
  member: boolean;
  /** Scrolled to the end of the page (the footer), not the first screen. */
  bottom?: boolean;
  /** Resolves when the screen's own content is there (the data, not a skeleton). */
  ready: (page: Page, language: 'vi' | 'en') => Promise<unknown>;
}

const firstImage = (page: Page) => page.locator('main img').first().waitFor();

/** What the README shows: home, a game list, the member centre and login. */
export const SHOTS: readonly Shot[] = [
  {
    name: 'home',
    path: '/m/home',
    member: false,
    ready: (page, language) => page.getByRole('region', { name: language === 'vi' ? 'Tin nổi bật' : 'Highlights' }).getByRole('button').first().waitFor(),
  },
  {
    name: 'home-footer',
    path: '/m/home',
    member: false,
    bottom: true,
    ready: (page, language) => page.getByRole('heading', { name: language === 'vi' ? 'Phương thức thanh toán' : 'Payment methods' }).waitFor(),
  },
  { name: 'slot-games', path: '/m/slot-games', member: false, ready: firstImage },
  { name: 'member-centre', path: '/m/member/home', member: true, ready: (page) => page.locator('main').getByRole('heading').first().waitFor() },
  {
    name: 'login',
    path: '/m/login',
    member: false,
    ready: (page, language) => page.getByRole('button', { name: language === 'vi' ? 'Đăng nhập' : 'Log in', exact: true }).first().waitFor(),
  },
];
