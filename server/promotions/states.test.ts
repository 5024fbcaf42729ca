import { describe, expect, it } from 'vitest';
import { canApply, promotionState, type StateInput } from './states';

const NOW = Date.UTC(2026, 10, 23);
const DAY = 86_400_000;

function input(kind: StateInput['kind'], member: Partial<NonNullable<StateInput['member']>> | null = {}, extra: Partial<StateInput> = {}): StateInput {
  return {
    kind, now: NOW, startDate: NOW - DAY, endDate: null, enabled: true,
    member: member && {
      applications: [], maxApplications: 1, joined: false, signedToday: false, missionClaimed: false, missionProgress: 0, missionTurnover: 100,
      ...member,
    },
    ...extra,
  };
}

describe('promotion states', () => {
  it('gate by time and switch before anything else', () => {
    expect(promotionState(input('MANUAL', {}, { startDate: NOW + DAY }))).toBe('coming_soon');
    expect(promotionState(input('MANUAL', {}, { endDate: NOW }))).toBe('closed');
    expect(promotionState(input('LOGIN', {}, { enabled: false }))).toBe('closed');
    expect(canApply(input('MANUAL', {}, { startDate: NOW + DAY }))).toBe(false);
  });

  it('apply: join → applying → issued, once unless the promotion allows more', () => {
    expect(promotionState(input('MANUAL'))).toBe('join');
    expect(promotionState(input('MANUAL', { applications: ['pending'] }))).toBe('applying');
    expect(canApply(input('MANUAL', { applications: ['pending'] }))).toBe(false);
    expect(promotionState(input('MANUAL', { applications: ['approved'] }))).toBe('issued');
    expect(canApply(input('MANUAL', { applications: ['approved'] }))).toBe(false);
    // three allowed: after one approval the member may apply again
    expect(promotionState(input('MANUAL', { applications: ['approved'], maxApplications: 3 }))).toBe('join');
    // 0 means no limit
    expect(canApply(input('MISSION_MANUAL', { applications: ['approved', 'approved', 'approved'], maxApplications: 0 }))).toBe(true);
  });

  it('apply: a rejection shows as rejected and does not use up the allowance', () => {
    const rejected = input('MANUAL', { applications: ['rejected'] });
    expect(promotionState(rejected)).toBe('rejected');
    expect(canApply(rejected)).toBe(true);
    expect(promotionState(input('MANUAL', { applications: ['rejected', 'pending'] }))).toBe('applying');
  });

  it('join, sign, mission and auto kinds', () => {
    expect(promotionState(input('RAFFLE'))).toBe('join');
    expect(promotionState(input('TICKET', { joined: true }))).toBe('joined');
    expect(promotionState(input('LOGIN'))).toBe('claim');
    expect(promotionState(input('LOGIN', { signedToday: true }))).toBe('signed');
    expect(promotionState(input('MISSION'))).toBe('join');
    expect(promotionState(input('MISSION', { joined: true, missionProgress: 50 }))).toBe('process');
    expect(promotionState(input('MISSION', { joined: true, missionProgress: 100 }))).toBe('claim');
    expect(promotionState(input('MISSION', { joined: true, missionProgress: 100, missionClaimed: true }))).toBe('claimed');
    expect(promotionState(input('UPGRADE_BONUS'))).toBe('process');
    expect(promotionState(input('REFERRAL', null))).toBe('process');
  });

  it('guests see what they could do, never apply', () => {
    expect(promotionState(input('MANUAL', null))).toBe('join');
    expect(promotionState(input('LOGIN', null))).toBe('claim');
    expect(canApply(input('MANUAL', null))).toBe(false);
  });
});
