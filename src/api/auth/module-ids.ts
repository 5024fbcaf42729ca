/** ModuleId header values (wps-protocol: the whitelabel module a call belongs to). */
export const MODULE_IDS = {
  freePlay: 'FREEPLAY3',
  registerUsername: 'REG3',
  registerMobile: 'MOBILENUMREG3',
  affiliate: 'AFFMAN3',
} as const;
