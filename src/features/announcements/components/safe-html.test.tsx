import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and images, drops scripts and handlers', () => {
    const { container } = render(
      <SafeHtml html={'<p>Xin <b>chào</b></p><img src="/a.png" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'} />,
    );
    expect(container.querySelector('b')?.textContent).toBe('chào');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('keeps only links of the allow-list: https, http, mailto, tel and in-app paths', () => {
    const links = ['https://a.example', 'mailto:x@a.example', 'tel:+841', '/m/help', 'sms:+841', 'data:text/html,x', '//evil.example', 'ftp://a.example'];
    const { container } = render(<SafeHtml html={links.map((href) => `<a href="${href}">x</a>`).join('')} />);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://a.example', 'mailto:x@a.example', 'tel:+841', '/m/help', null, null, null, null]);
  });
});
