import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    'https://t.me/wps_support',
    'http://example.com/a?b=1',
    'mailto:support@example.com',
    'tel:+84123456789',
    '/m/help?tag=terms',
    ' https://padded.example ',
  ])('keeps %s', (url) => {
    expect(safeHref(url)).toBe(url.trim());
  });

  it.each([
    'javascript:alert(document.domain)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'intent://scan/#Intent;scheme=zxing;end',
    '//evil.example/path',
    '/\\evil.example',
    'relative/path',
    '',
    null,
    undefined,
  ])('drops %j', (url) => {
    expect(safeHref(url)).toBeUndefined();
  });
});
