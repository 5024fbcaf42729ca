import * as v from 'valibot';

// Apart from ./live-tables (which re-exports all of this) so that the home
// lobby's live row loads the list's schema without every table's round
// schemas (docs/decisions/0087-first-visit-javascript-budget.md).

/** Baccarat and roulette (docs/decisions/0072), dragon tiger, sic bo and xóc đĩa (docs/decisions/0076). */
export const LIVE_ENGINES = ['baccarat', 'roulette', 'dragon-tiger', 'sic-bo', 'xoc-dia'] as const;
export type LiveEngine = (typeof LIVE_ENGINES)[number];

/**
 * The live model list (games document §7: "live model list (active,
 * streaming flags)"): every live table of the merchant as a stream the lobby
 * can show, public like the other lobby lists. The live platform's relay name
 * is not recorded (docs/decisions/0086); the path follows the relay's pattern
 * and the chat service the spec lists it with.
 */
export const LIVE_MODEL_PATH = '/wps/relay/CBS_getLiveModelList';

export const liveModelSchema = v.object({
  nodeId: v.string(),
  gameId: v.string(),
  /** The table's name in the request's language. */
  name: v.string(),
  /** Vendor code and name. */
  vassalage: v.string(),
  vendorName: v.string(),
  engine: v.picklist(LIVE_ENGINES),
  iconUrl: v.string(),
  /** The table takes players: enabled, its vendor not under maintenance. */
  active: v.boolean(),
  /** The table is dealing now (someone watches it, so its rounds run: docs/decisions/0072). */
  streaming: v.boolean(),
});
export type LiveModel = v.InferOutput<typeof liveModelSchema>;
export const liveModelListSchema = v.object({ models: v.array(liveModelSchema) });
export type LiveModelList = v.InferOutput<typeof liveModelListSchema>;
