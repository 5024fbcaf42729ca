/**
 * Every path of the WPS API this product calls, in one place. The reference
 * server registers its routes from the same constants.
 */
export const PATHS = {
  systemStatus: '/wps/v2/system/status',
  systemStatusLegacy: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  consolidatedSettings: '/wps/system/settings/consolidated',
  helpCenter: '/wps/system/helpCenter',
  domainRoute: '/wps/system/domainRoute',
  country: '/wps/system/country',
  registerSettings: '/wps/system/setting/register',
} as const;

/** Path prefixes that belong to the API, never to the app shell. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/__ops/', '/__test/'] as const;
