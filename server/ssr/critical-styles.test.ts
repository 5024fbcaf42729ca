import { describe, expect, it } from 'vitest';
import { criticalStyles, markupTokens, oncePerScreen, selectRules } from './critical-styles';

const MARKUP = '<main class="home"><a class="tab tab--on" aria-current="page" href="/m/x">Trang chủ lobby</a><img src="/b.webp" alt=""></main>';

describe('markupTokens', () => {
  it('names tags, attributes, their values and class words, not the text', () => {
    const tokens = markupTokens(MARKUP);
    expect(tokens).toEqual(expect.arrayContaining(['main', 'a', 'img', 'class', 'home', 'tab', 'tab--on', 'aria-current', 'page', 'href', 'alt']));
    expect(tokens).not.toContain('lobby');
    expect(tokens).not.toContain('Trang');
  });
});

describe('selectRules', () => {
  const select = (css: string) => selectRules(css, markupTokens(MARKUP));

  it('keeps the rules an element of the markup can match and drops the others', async () => {
    expect(await select('.home{a:1}.dialog{a:2}.home .tab{a:3}.home .sheet{a:4}a[aria-current="page"]{a:5}[hidden]{a:6}')).toBe(
      '.home{a:1}.home .tab{a:3}a[aria-current="page"]{a:5}',
    );
  });

  it('keeps a rule whose negation names an absent class, and states and pseudo-elements of present ones', async () => {
    expect(await select('.tab:not(.tab--off){a:1}.tab:hover{a:2}.home::before{a:3}')).toBe('.tab:not(.tab--off){a:1}.tab:hover{a:2}.home::before{a:3}');
  });

  it('selects inside media queries, keeps the animations kept rules name and every custom property', async () => {
    const css = ':root{--gap:4px}@media (min-width:360px){.home{a:1}.dialog{a:2}}@keyframes pulse{to{a:1}}@keyframes spin{to{a:1}}.tab{animation:pulse 1s}';
    expect(await select(css)).toBe(':root{--gap:4px}@media (min-width:360px){.home{a:1}}@keyframes pulse{to{a:1}}.tab{animation:pulse 1s}');
  });

  it("always keeps what the loader's failure notice and the document need", async () => {
    expect(await selectRules('html,body{a:1}.offline-banner{a:2}.button{a:3}.button--small{a:4}.other{a:5}', markupTokens('<p></p>'))).toBe(
      'html,body{a:1}.offline-banner{a:2}.button{a:3}.button--small{a:4}',
    );
  });
});

describe('criticalStyles', () => {
  it('selects once per sheet and markup structure: another text is the same selection', async () => {
    const selector = criticalStyles();
    const first = selector('/assets/a.css', '.home{a:1}', '<main class="home">Xin chào</main>');
    expect(selector('/assets/a.css', '.home{a:1}', '<main class="home">Hello</main>')).toBe(first);
    expect(selector('/assets/a.css', '.home{a:1}', '<main class="home other">Hello</main>')).not.toBe(first);
    expect(selector('/assets/b.css', '.home{a:1}', '<main class="home">Xin chào</main>')).not.toBe(first);
    expect(await first).toBe('.home{a:1}');
  });

  it('tries again after a selection failed', async () => {
    const selector = criticalStyles();
    const failed = selector('/assets/a.css', '.home{', '<main class="home"></main>');
    await expect(failed).rejects.toThrow();
    const again = selector('/assets/a.css', '.home{', '<main class="home"></main>');
    expect(again).not.toBe(failed);
    await expect(again).rejects.toThrow();
  });
});

describe('oncePerScreen', () => {
  it('selects once per rendered screen and sheet, and again after a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const perScreen = oncePerScreen((href, _css, markup) => {
      calls.push(`${href} ${markup}`);
      return fail ? Promise.reject(new Error('unparsable')) : Promise.resolve(markup);
    });
    const screen = {};
    await expect(perScreen(screen)('/a.css', '', 'page 1')).rejects.toThrow();
    fail = false;
    expect(await perScreen(screen)('/a.css', '', 'page 2')).toBe('page 2');
    expect(await perScreen(screen)('/a.css', '', 'page 3')).toBe('page 2');
    expect(await perScreen(screen)('/b.css', '', 'page 4')).toBe('page 4');
    expect(await perScreen({})('/a.css', '', 'page 5')).toBe('page 5');
    expect(calls).toEqual(['/a.css page 1', '/a.css page 2', '/b.css page 4', '/a.css page 5']);
  });
});
