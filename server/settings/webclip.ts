import type { WireLanguage } from '../../contract/headers';
import type { Merchant } from './merchant';

/** Where the profile is served; the seed's MOBILECONFIG resource points here. */
export const WEBCLIP_PROFILE_PATH = '/wps/app/webclip.mobileconfig';

const DESCRIPTIONS: Record<WireLanguage, (name: string) => string> = {
  VI: (name) => `Thêm ${name} vào màn hình chính để mở nhanh, toàn màn hình.`,
  EN: (name) => `Adds ${name} to your home screen, opening full screen.`,
};

/** The merchant-derived texts and names of the web clip profile. */
export interface WebclipSettings {
  label: string;
  displayName: string;
  description: string;
  /** Reverse-DNS, e.g. example.wps-demo.webclip.demo: one per merchant, so a new download replaces the old clip. */
  identifier: string;
  /** Download name, ASCII only (a header value), e.g. wps-demo.mobileconfig. */
  fileName: string;
}

function dnsLabel(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
}

function slug(text: string): string {
  // NFKD splits "ệ" into "e" and combining marks, which the pattern then drops.
  return dnsLabel(text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd'));
}

export function webclipSettings(merchant: Merchant, language: WireLanguage): WebclipSettings {
  const name = merchant.name.trim() || merchant.code;
  const domain = merchant.mainDomain.split('.').map(dnsLabel).filter(Boolean).reverse();
  return {
    label: merchant.webclipLabel?.trim() || name,
    displayName: name,
    description: DESCRIPTIONS[language](name),
    identifier: [...domain, 'webclip', dnsLabel(merchant.code) || 'merchant'].join('.'),
    fileName: `${slug(name) || dnsLabel(merchant.code) || 'webclip'}.mobileconfig`,
  };
}
