/**
 * Demo content for a fresh deployment. Plain data only; db/seed.ts writes it.
 * Hosts use the reserved .example domain so nothing points at a real site.
 */
import { WEBCLIP_PROFILE_PATH } from '../../settings/webclip';
import { APP_PATHS } from '../../../src/config/paths';
import { DEFAULT_BRAND_NAME } from '../../../src/config/brand';

export const DEMO_MERCHANT = {
  // the build's default brand name is this one (src/config/brand.ts)
  name: DEFAULT_BRAND_NAME,
  mainDomain: 'wps-demo.example',
  currency: 'VND',
  currencySymbol: '₫',
  currencyPosition: 'after',
  countryCode: 'VN',
  dialingCode: '+84',
  mobileTemplate: { mem_cen: '1', dep_func: '0' },
  paths: { mobileHome: APP_PATHS.home, help: APP_PATHS.help },
  // Empty: the client falls back to its own origin for images.
  imageCDNs: [] as string[],
  launchGameCDNs: [] as string[],
} as const;

/** Paths are opaque tokens on the live platform, exchanged for a link later. */
export const DEMO_CUSTOMER_SERVICE = [
  { title: 'CS', path: 'cs.U2FsdGVkX19kZW1vLWxpdmUtY2hhdC0wMDE' },
  { title: 'whatsapp', path: 'wa.U2FsdGVkX19kZW1vLXdoYXRzYXBwLTAwMQ' },
];

/**
 * No IOS entry: iOS users get the web clip profile (MOBILECONFIG) instead.
 * No Android entry: the demo has no app package, so the download page's
 * Android button installs the PWA (an operator who has one adds its link).
 */
export const DEMO_RESOURCES = [
  { resourceType: 'MOBILECONFIG', url: WEBCLIP_PROFILE_PATH },
  { resourceType: 'TELEGRAM', url: 'https://t.me/wpsdemo_support' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/wpsdemo.support' },
  { resourceType: 'EMAIL', url: 'mailto:support@wps-demo.example' },
];

export const DEMO_DOMAIN_ROUTES = ['https://m.wps-demo.example', 'https://m2.wps-demo.example'];

/** VN first: it is the default country of the demo merchant. */
export const DEMO_COUNTRIES = [
  { code: 'VN', nameVi: 'Việt Nam', nameEn: 'Vietnam', dialingCode: '+84' },
  { code: 'TH', nameVi: 'Thái Lan', nameEn: 'Thailand', dialingCode: '+66' },
  { code: 'PH', nameVi: 'Philippines', nameEn: 'Philippines', dialingCode: '+63' },
  { code: 'ID', nameVi: 'Indonesia', nameEn: 'Indonesia', dialingCode: '+62' },
  { code: 'MY', nameVi: 'Malaysia', nameEn: 'Malaysia', dialingCode: '+60' },
  { code: 'KH', nameVi: 'Campuchia', nameEn: 'Cambodia', dialingCode: '+855' },
  { code: 'LA', nameVi: 'Lào', nameEn: 'Laos', dialingCode: '+856' },
  { code: 'MM', nameVi: 'Myanmar', nameEn: 'Myanmar', dialingCode: '+95' },
  { code: 'CN', nameVi: 'Trung Quốc', nameEn: 'China', dialingCode: '+86' },
  { code: 'SG', nameVi: 'Singapore', nameEn: 'Singapore', dialingCode: '+65' },
  { code: 'KR', nameVi: 'Hàn Quốc', nameEn: 'South Korea', dialingCode: '+82' },
  { code: 'US', nameVi: 'Hoa Kỳ', nameEn: 'United States', dialingCode: '+1' },
];

/**
 * Registration field rules. acceptedPattern is a JavaScript regular
 * expression source the client compiles, or '*' for anything.
 */
export const DEMO_REGISTER_FIELDS = [
  { field: 'username', enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'username', acceptedPattern: '^[A-Za-z0-9]+$' },
  { field: 'password', enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'password', acceptedPattern: '^[\\x21-\\x7E]+$' },
  { field: 'confirmPassword', enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'confirmPassword', acceptedPattern: '*' },
  { field: 'mobileNum', enabled: true, required: true, minLength: 9, maxLength: 11, patternId: 'mobileNum', acceptedPattern: '^[0-9]+$' },
  {
    field: 'email', enabled: true, required: false, minLength: 6, maxLength: 254, patternId: 'email',
    acceptedPattern: '^\\w+([.-]?\\w+)*@\\w+([.-]?\\w+)*(\\.[A-Za-z]{2,3}){1,3}$',
  },
  { field: 'nickname', enabled: true, required: false, minLength: 2, maxLength: 16, patternId: 'nickname', acceptedPattern: '*' },
  { field: 'birthday', enabled: false, required: false, minLength: 10, maxLength: 10, patternId: 'birthday', acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  { field: 'affiliateCode', enabled: true, required: false, minLength: 4, maxLength: 20, patternId: 'affiliateCode', acceptedPattern: '^[A-Za-z0-9]+$' },
  { field: 'captcha', enabled: true, required: true, minLength: 4, maxLength: 6, patternId: 'captcha', acceptedPattern: '^[0-9]+$' },
];
