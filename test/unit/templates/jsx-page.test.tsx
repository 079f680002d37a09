import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsxPage } from '../../../templates/JsxPage/index.tsx';
import { createHomePage } from './fixtures.ts';

describe('JsxPage', () => {
  it('a page that renders its own <main> (Docusaurus’s Layout wraps pages in a div) gets no second one', () => {
    // Docusaurus's site template: `<Layout><HomepageHeader /><main>...</main></Layout>`.
    const html = renderToString(
      <JsxPage page={createHomePage({ contentHtml: '<header>Hero</header><main><p>Features</p></main>' })} />,
    );
    expect(html.match(/<main[\s>]/g)).toHaveLength(1);
    // The skip link's target is still there, around the whole page.
    expect(html).toMatch(/<div id="__main" tabindex="-1" class="main jsx-page">/);
  });

  it('a page without its own <main> is wrapped in the landmark', () => {
    const html = renderToString(<JsxPage page={createHomePage({ contentHtml: '<div><p>Hello</p></div>' })} />);
    expect(html).toMatch(/^<main id="__main" tabindex="-1" class="main jsx-page">/);
  });
});
