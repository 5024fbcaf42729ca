import * as v from 'valibot';
import { GAME_TYPES } from '../../contract/games';
import type { WireLanguage } from '../../contract/headers';
import { parseWireLanguage } from '../http/request-context';

/**
 * Query-string helpers of the games domain. Clients send every value as a
 * string and often send empty ones (gameType=&vassalage=): empty means absent.
 */
const blank = (raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw);

export function optionalText(max = 100) {
  return v.optional(v.pipe(v.unknown(), v.transform(blank), v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)))));
}

export function optionalInt(min: number, max: number) {
  return v.optional(v.pipe(
    v.unknown(),
    v.transform(blank),
    v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(min), v.maxValue(max))),
  ));
}

export function optionalNumber() {
  return v.optional(v.pipe(
    v.unknown(),
    v.transform(blank),
    v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}(\.\d{1,2})?$/), v.transform(Number))),
  ));
}

export function optionalFlag() {
  return v.optional(v.pipe(v.unknown(), v.transform(blank), v.optional(v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((s) => s === '1' || s === 'true')))));
}

export function optionalGameType() {
  return v.optional(v.pipe(v.unknown(), v.transform(blank), v.optional(v.pipe(v.string(), v.toUpperCase(), v.picklist(GAME_TYPES)))));
}

/** `language` of the query (vi, VI, en-US…) wins over the Language header. */
export function optionalLanguage() {
  return v.optional(v.pipe(v.unknown(), v.transform(blank), v.optional(v.pipe(v.string(), v.maxLength(10)))));
}

export function pickLanguage(queryValue: string | undefined, headerLanguage: WireLanguage): WireLanguage {
  return parseWireLanguage(queryValue) ?? headerLanguage;
}
