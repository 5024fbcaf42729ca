import { describe, expect, it } from 'vitest';
import { asksForAgentOnly, canMarkRead, formatDate, previewText } from './read-marking';

const session = (type: number) => ({ token: 't', userName: 'u', type, merchantCode: 'DEMO' });

describe('announcements', () => {
  it('marks read only for members and agents, never guests or trial users', () => {
    expect(canMarkRead(null)).toBe(false);
    expect(canMarkRead(session(4))).toBe(false);
    expect(canMarkRead(session(0))).toBe(true);
    expect(canMarkRead(session(41))).toBe(true);
  });
  it('agent notices (types=A) are for agents only', () => {
    expect(asksForAgentOnly('A', session(1))).toBe(false);
    expect(asksForAgentOnly('A', session(0))).toBe(true);
    expect(asksForAgentOnly('PL,a', session(4))).toBe(true);
    expect(asksForAgentOnly('A', null)).toBe(true);
    expect(asksForAgentOnly('B,PL,PU', session(0))).toBe(false);
  });
  it('previews HTML as one line of text', () => {
    expect(previewText('<p>Khuyến mãi&nbsp;<b>lớn</b></p>\n<p>hôm nay</p>')).toBe('Khuyến mãi lớn hôm nay');
    expect(previewText('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
  });
  it('formats dates as YYYY/MM/DD', () => {
    expect(formatDate(new Date(2026, 0, 5, 12).getTime())).toBe('2026/01/05');
  });
});
