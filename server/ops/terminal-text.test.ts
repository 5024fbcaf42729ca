import { describe, expect, it } from 'vitest';
import { holdsTerminalControl, terminalSafe } from './terminal-text';

describe('terminalSafe (security review M2)', () => {
  it('shows the review payloads as text: cursor moves, OSC title, clear screen, clipboard write', () => {
    const payer = '\u001b[51G   50,000.00\u001b[97GNguyen Van A';
    expect(terminalSafe(payer)).toBe('\\x1b[51G   50,000.00\\x1b[97GNguyen Van A');
    const chat = '\u001b]0;owned\u0007 \u001b[2J \u001b]52;c;ZXZpbA==\u0007';
    expect(holdsTerminalControl(chat)).toBe(true);
    expect(holdsTerminalControl(terminalSafe(chat))).toBe(false);
  });

  it('escapes C1 controls, DEL, carriage return and bidi overrides; keeps newline, tab and Vietnamese', () => {
    expect(terminalSafe('a\u009b2Jb')).toBe('a\\x9b2Jb');
    expect(terminalSafe('a\u007fb\rc')).toBe('a\\x7fb\\x0dc');
    expect(terminalSafe('amount \u202e00.000,05')).toBe('amount \\u202e00.000,05');
    expect(terminalSafe('Nguyễn Văn A\n\tline two')).toBe('Nguyễn Văn A\n\tline two');
  });
});
