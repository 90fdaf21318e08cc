import { describe, expect, it } from 'vitest';
import { assetsOfHtml } from './assetsOfHtml';

describe('assetsOfHtml', () => {
  it('lists the scripts and stylesheets the HTML references, preloads included, each once', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/c.js" async=""></script>',
      '<script>self.__next_f.push([1,"inline"])</script>',
      '<link rel="icon" href="/icon.svg"/>',
    ].join('');
    expect(assetsOfHtml(html)).toEqual({
      scripts: ['static/chunks/b.js', 'static/chunks/c.js'],
      stylesheets: ['static/chunks/a.css'],
    });
  });

  it('leaves out the polyfills only browsers without modules load', () => {
    const html = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>';
    expect(assetsOfHtml(html)).toEqual({ scripts: [], stylesheets: [] });
  });
});
