import type { TFunction } from 'i18next';
import { lineText, type MarketKind, type Pick } from '../../../../contract/sports-markets';

/** Decimal odds always show two decimals with a point, as bookmakers print them (1.95), whatever the language. */
export const oddsText = (odds: number): string => odds.toFixed(2);

export const marketLabel = (t: TFunction, kind: MarketKind): string => t(`sports.market_${kind}`);

/** A selection's name: "Chủ −0.25", "Tài 2.5", "Hòa". */
export function pickLabel(t: TFunction, kind: MarketKind, line: number | null, pick: Pick): string {
  const name = t(`sports.pick_${pick}`);
  return line === null ? name : t('sports.pick_line', { pick: name, line: lineText(kind, line, pick) });
}

export const matchLabel = (t: TFunction, home: string, away: string): string => t('sports.versus', { home, away });
