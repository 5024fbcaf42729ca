import * as v from 'valibot';

/** A whitelabel module node as the platform sends it. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNodeSchema: v.GenericSchema<WhitelabelNode> = v.object({
  modId: v.string(),
  enabled: v.picklist(['1', '0']),
  childrenNodes: v.array(v.lazy(() => whitelabelNodeSchema)),
});

export const whitelabelFlatSchema = v.record(v.string(), v.boolean());

export const customerServiceEntrySchema = v.object({
  /** 'CS' or 'whatsapp' on the live platform. */
  title: v.string(),
  /** Opaque, encrypted path; exchanged for a link by a later call. */
  path: v.string(),
});

/**
 * WhatsApp is an outside link; every other customer-service entry opens the
 * live chat, which the CBS3 switch governs. One rule for the server (which
 * lists chat entries only with CBS3) and the app (which drops them when a
 * flags refresh turns CBS3 off before the status is asked again).
 */
export function isLiveChatEntry(entry: { readonly title: string }): boolean {
  return entry.title.toLowerCase() !== 'whatsapp';
}

export const resourceSchema = v.object({
  /** Android, IOS, MOBILECONFIG, AppDownloadIcon, TELEGRAM, FACEBOOK, EMAIL… */
  resourceType: v.string(),
  url: v.string(),
});

export const mobileTemplateSchema = v.object({
  mem_cen: v.string(),
  dep_func: v.string(),
});

export const statusInfoSchema = v.object({
  customerService: v.array(customerServiceEntrySchema),
  domainRoute: v.array(v.string()),
  mobileTemplate: mobileTemplateSchema,
  paths: v.record(v.string(), v.string()),
  register: v.record(v.string(), v.unknown()),
  resources: v.array(resourceSchema),
  whitelabel: v.array(whitelabelNodeSchema),
  whitelabelVal: whitelabelFlatSchema,
  imageCDNs: v.array(v.string()),
  launchGameCDNs: v.array(v.string()),
  merchantCode: v.string(),
  language: v.string(),
  mainDomain: v.string(),
  /** The merchant's configured name, the site's one brand name (absent from older servers). */
  merchantName: v.optional(v.string()),
});

export const statusValueSchema = v.object({
  info: statusInfoSchema,
  location: v.object({ ip: v.string() }),
  maintenance: v.boolean(),
  /** Epoch milliseconds when maintenance is expected to end, if known. */
  maintenanceEnd: v.nullable(v.number()),
  regionRestriction: v.boolean(),
});
export type StatusValue = v.InferOutput<typeof statusValueSchema>;

export const whitelabelValueSchema = v.object({
  whitelabel: v.array(whitelabelNodeSchema),
  whitelabelVal: whitelabelFlatSchema,
});
export type WhitelabelValue = v.InferOutput<typeof whitelabelValueSchema>;

export const helpCenterEntrySchema = v.object({
  tag: v.string(),
  title: v.string(),
  /** Plain text; paragraphs separated by blank lines. */
  content: v.string(),
});
export const helpCenterValueSchema = v.array(helpCenterEntrySchema);
export type HelpCenterEntry = v.InferOutput<typeof helpCenterEntrySchema>;

export const domainRouteValueSchema = v.array(v.string());

export const countryValueSchema = v.object({
  countries: v.array(v.object({ code: v.string(), name: v.string(), dialingCode: v.string() })),
  countryCode: v.string(),
  countryDialingCode: v.string(),
  currencySymbol: v.string(),
  currency: v.string(),
  currencyPosition: v.picklist(['before', 'after']),
});
export type CountryValue = v.InferOutput<typeof countryValueSchema>;

export const registerFieldSettingSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.number(),
  maxLength: v.number(),
  patternId: v.string(),
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: v.string(),
});
export const registerSettingsValueSchema = v.record(v.string(), registerFieldSettingSchema);
export type RegisterFieldSetting = v.InferOutput<typeof registerFieldSettingSchema>;
export type RegisterSettingsValue = v.InferOutput<typeof registerSettingsValueSchema>;

export const consolidatedSettingsValueSchema = v.object({
  country: countryValueSchema,
  register: registerSettingsValueSchema,
  whitelabelVal: whitelabelFlatSchema,
  resources: v.array(resourceSchema),
  customerService: v.array(customerServiceEntrySchema),
});
export type ConsolidatedSettingsValue = v.InferOutput<typeof consolidatedSettingsValueSchema>;
