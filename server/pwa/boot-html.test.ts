import { describe, expect, it } from 'vitest';
import { jsonForScript } from './boot-html';

describe('jsonForScript', () => {
  it('cannot close the script element it sits in', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});
