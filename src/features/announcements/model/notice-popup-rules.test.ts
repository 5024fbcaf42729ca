import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissNoticePopup, shouldShowNoticePopup } from './notice-popup-rules';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), clear: () => map.clear() };
};

beforeEach(() => {
  vi.stubGlobal('localStorage', memory());
  vi.stubGlobal('sessionStorage', memory());
});

describe('home notice popup', () => {
  it('shows once per session', () => {
    expect(shouldShowNoticePopup()).toBe(true);
    dismissNoticePopup(false);
    expect(sessionStorage.getItem('NOTICE_POP')).toBe('1');
    expect(shouldShowNoticePopup()).toBe(false);
  });
  it('stays hidden for the rest of the day when asked, even in a new session', () => {
    const morning = new Date(2026, 10, 22, 9);
    dismissNoticePopup(true, morning);
    sessionStorage.clear();
    expect(shouldShowNoticePopup(new Date(2026, 10, 22, 23))).toBe(false);
    expect(shouldShowNoticePopup(new Date(2026, 10, 23, 8))).toBe(true);
  });
});
