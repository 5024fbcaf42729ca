// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

/** What the page gets: the sanitized string parsed the way React's innerHTML write parses it. */
function rendered(html: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return div;
}

/** Every element and attribute name in a tree. */
function inventory(root: Element): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) => [el.localName, ...[...el.attributes].map((a) => `${el.localName}@${a.name}`)]);
}

describe('sanitizeHtml', () => {
  it("keeps an operator's formatting, lists, tables, images and links", () => {
    const html =
      '<h2 style="color:red">Khuyến mãi</h2><p class="lead">Xin <b>chào</b> <i>bạn</i>, <u>đọc</u> <a href="https://a.example/x?y=1&amp;z=2" title="t">đây</a></p>' +
      '<ul><li>một</li><li>hai</li></ul><ol start="3"><li>ba</li></ol>' +
      '<table border="1"><tbody><tr><th colspan="2">A</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<img src="/assets/x.png" alt="x" width="10"><br><font color="#f00">đỏ</font><hr>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<script>alert(1)</script><p>ok</p>'],
    ['an event handler', '<img src="/a.png" onerror="alert(1)"><p onclick="alert(1)">ok</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">x</a><a href=" javascript:alert(1)">x</a>'],
    ['a scheme split by a tab or newline', '<a href="java\tscript:alert(1)">x</a><a href="/\t/evil.example">x</a><a href="java&#10;script:alert(1)">x</a>'],
    ['a data: or vbscript: link', '<a href="data:text/html,<script>alert(1)</script>">x</a><a href="vbscript:msgbox(1)">x</a>'],
    ['an iframe, object and embed', '<iframe src="https://a.example"></iframe><object data="x"></object><embed src="x">'],
    ['a form with inputs', '<form action="https://a.example"><input name="p"><button>go</button></form>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['SVG with script and handlers', '<svg onload="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['MathML namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['a template', '<template><img src=x onerror=alert(1)></template>'],
    ['ids and names that could clobber globals', '<img name="getElementById"><p id="location">x</p><a id="cookie" href="/m/home">x</a>'],
    ['a meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">'],
    ['a srcset and a formaction', '<img srcset="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button>'],
  ])('drops %s', (_what, html) => {
    const root = rendered(html);
    const names = inventory(root);
    expect(names.filter((n) => /^(script|style|iframe|object|embed|form|input|button|svg|math|template|noscript|meta|base)$/.test(n))).toEqual([]);
    expect(names.filter((n) => /@(on|id$|name$|srcset$|formaction$)/.test(n))).toEqual([]);
    for (const el of root.querySelectorAll('[href], [src]')) {
      const url = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
      expect(url).toMatch(/^(https?:|mailto:|tel:|\/(?![/\\\t]))/i);
    }
    // stable: what the page parses is what was checked
    expect(sanitizeHtml(root.innerHTML)).toBe(root.innerHTML);
  });

  it('keeps links of the allow-list only: https, http, mailto, tel and in-app paths', () => {
    const links = ['https://a.example', 'http://a.example', 'mailto:x@a.example', 'tel:+841', '/m/help', 'sms:+841', 'data:text/html,x', '//evil.example', '/\\evil.example', 'ftp://a.example', 'relative/path'];
    const root = rendered(links.map((href) => `<a href="${href}">x</a>`).join(''));
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://a.example',
      'http://a.example',
      'mailto:x@a.example',
      'tel:+841',
      '/m/help',
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps pasted inline images but no other data: source', () => {
    const root = rendered('<img src="data:image/png;base64,iVBORw0KGgo="><a href="data:image/png;base64,iVBORw0KGgo=">x</a>');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(root.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it("unwraps unknown elements (their text stays) and drops dangerous ones with their content", () => {
    expect(sanitizeHtml('<custom-tag><b>a</b>b</custom-tag><marquee>c</marquee><script>d</script><textarea>e</textarea>')).toBe('<b>a</b>bc');
  });

  it('escapes text, so markup written as text stays text', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(rendered('<p>&lt;img src=x onerror=alert(1)&gt;</p>').querySelector('img')).toBeNull();
  });

  it('drops comments and cuts off absurd nesting', () => {
    expect(sanitizeHtml('<p>a<!-- <img src=x onerror=alert(1)> -->b</p>')).toBe('<p>ab</p>');
    const deep = `${'<div>'.repeat(200)}x${'</div>'.repeat(200)}`;
    expect(rendered(deep).querySelectorAll('div').length).toBeLessThanOrEqual(64);
  });

  it('gives nothing for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
