import { describe, expect, it } from 'vitest';
import { dateMDY } from '../../../i18n/format';
import { coverUrl, gameTypeKey, promotionDates, remarkLength, selectedId, stateButton, visiblePromotions } from './promotion-view';

describe('promotion view rules', () => {
  it('shows start and "long term" without expiry, else both dates as MM/DD/YYYY', () => {
    const start = new Date(2026, 0, 5).getTime();
    const end = new Date(2026, 11, 31).getTime();
    expect(promotionDates({ startDate: start, endDate: null, noExpiry: 1 }, dateMDY, 'long term')).toBe('01/05/2026 - long term');
    expect(promotionDates({ startDate: start, endDate: end, noExpiry: 0 }, dateMDY, 'long term')).toBe('01/05/2026 - 12/31/2026');
  });

  it('takes sequence 1 as the cover', () => {
    expect(coverUrl({ announcementImages: [{ sequence: 2, url: 'b' }, { sequence: 1, url: 'a' }] })).toBe('a');
    expect(coverUrl({ announcementImages: [] })).toBeNull();
  });

  it('filters by category and kind', () => {
    const list = [
      { id: 1, promoAnnouncementCategoryIds: [1], kind: 'MANUAL' as const },
      { id: 2, promoAnnouncementCategoryIds: [1, 5], kind: 'MISSION' as const },
    ];
    expect(visiblePromotions(list, null).map((p) => p.id)).toEqual([1, 2]);
    expect(visiblePromotions(list, 5).map((p) => p.id)).toEqual([2]);
    expect(visiblePromotions(list, null, ['MISSION', 'MISSION_MANUAL']).map((p) => p.id)).toEqual([2]);
  });

  it('reads only a positive integer id', () => {
    expect(selectedId('?id=7')).toBe(7);
    expect(selectedId('?id=0')).toBeNull();
    expect(selectedId('?id=7x')).toBeNull();
    expect(selectedId('')).toBeNull();
  });

  it('maps states to the button', () => {
    expect(stateButton('join', 'MANUAL', true)).toEqual({ key: 'apply_now', action: 'apply' });
    expect(stateButton('join', 'RAFFLE', false)).toEqual({ key: 'state_join_other', action: 'join' });
    expect(stateButton('rejected', 'MANUAL', true).action).toBe('apply');
    expect(stateButton('applying', 'MANUAL', false)).toEqual({ key: 'state_applying', action: null });
    expect(stateButton('process', 'REFERRAL', false).action).toBe('invite');
    expect(stateButton('coming_soon', 'MANUAL', false)).toEqual({ key: 'state_coming_soon', action: null });
  });

  it('names game types as the lobby does, keeping unknown ones', () => {
    expect(gameTypeKey('RNG')).toBe('categories.slot');
    expect(gameTypeKey('XYZ')).toBeNull();
  });

  it('counts the remark in code points, trimmed', () => {
    expect(remarkLength('  ab😀 ')).toBe(3);
  });
});
