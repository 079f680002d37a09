import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/markdown/processor.ts';
import {
  createLinkChecker,
  extractLinks,
  type LinkProblem,
  normalise,
} from '../../../src/pipeline/links/check-links.ts';

const page = (body: string) => `<!doctype html><html><body><main>${body}</main></body></html>`;
const links = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">x</a>`).join('\n');

/** A small site under /base/: intro (with anchors), guide (links under test), home. */
function check(
  guideHtml: string,
  files: string[] = [],
  source?: Parameters<ReturnType<typeof createLinkChecker>['addPage']>[2],
) {
  const checker = createLinkChecker({ baseUrl: '/base/', files: new Set(files) });
  checker.addPage('/base', extractLinks(page('<h1>Home</h1>')));
  checker.addPage(
    '/base/docs/intro',
    extractLinks(
      page('<h2 id="setup">Setup</h2><div id="raw-html-id"></div><a name="legacy-anchor"></a><p id="caf&#xe9;">x</p>'),
    ),
  );
  checker.addPage('/base/docs/api/read', extractLinks(page('<h2 id="options">Options</h2>')));
  checker.addPage('/base/docs/guide', extractLinks(page(guideHtml)), source);
  return checker.check();
}

describe('createLinkChecker', () => {
  it("finds an image whose path holds dot segments as the browser does (useBaseUrl('./img/x.png') gives /base/./img/x.png)", () => {
    // react-native-vision-camera: a navbar logo `src: './logo.png'` and `useBaseUrl('./img/x.png')`.
    const images = '<img src="/base/./img/x.png"><img src="/base/img/../img/x.png"><img src="/base/./img/missing.png">';
    expect(check(images, ['img/x.png']).map((p: LinkProblem) => `${p.kind} ${p.href}`)).toEqual([
      'image /base/./img/missing.png',
    ]);
  });

  it('accepts links to existing pages and anchors', () => {
    expect(
      check(
        links(
          '/base/docs/intro',
          '/base/docs/intro#setup',
          '/base/docs/intro#raw-html-id',
          '/base/docs/intro#legacy-anchor',
          '/base/docs/intro#caf%C3%A9',
          '/base/',
          '/base',
          '#top',
        ),
      ),
    ).toEqual([]);
  });

  it('reports a link to a missing route, naming page and href', () => {
    const problems = check(links('/base/docs/missing', '/base/docs/intro'));
    expect(problems).toEqual<LinkProblem[]>([{ kind: 'link', page: '/base/docs/guide', href: '/base/docs/missing' }]);
  });

  it('reports a link outside the base URL', () => {
    expect(check(links('/docs/intro'))).toEqual([{ kind: 'link', page: '/base/docs/guide', href: '/docs/intro' }]);
  });

  it('reports a missing anchor on the same page and on another page', () => {
    const problems = check(
      `<h2 id="here">Here</h2>${links('#here', '#nowhere', '/base/docs/intro#nope', '/base/docs/intro#setup')}`,
    );
    expect(problems).toEqual([
      { kind: 'anchor', page: '/base/docs/guide', href: '#nowhere' },
      { kind: 'anchor', page: '/base/docs/guide', href: '/base/docs/intro#nope' },
    ]);
  });

  it('finds anchors by heading id, raw HTML id and <a name>', () => {
    expect(
      check(links('/base/docs/intro#setup', '/base/docs/intro#raw-html-id', '/base/docs/intro#legacy-anchor')),
    ).toEqual([]);
    expect(check(links('/base/docs/intro#Setup'))).toHaveLength(1);
  });

  it('resolves .html, /index.html and trailing-slash forms to the same page', () => {
    expect(
      check(
        links(
          '/base/docs/intro.html',
          '/base/docs/intro/',
          '/base/docs/intro/index.html',
          '/base/docs/intro/#setup',
          '/base/index.html',
          '/base/docs/intro?ref=x#setup',
        ),
      ),
    ).toEqual([]);
  });

  it('accepts links to emitted static files relative to the base URL', () => {
    const files = ['img/logo.svg', 'assets/files/1234-example.json', 'downloads/index.html'];
    expect(
      check(links('/base/img/logo.svg', '/base/assets/files/1234-example.json', '/base/downloads/'), files),
    ).toEqual([]);
    expect(check(links('/base/img/other.svg'), files)).toEqual([
      { kind: 'link', page: '/base/docs/guide', href: '/base/img/other.svg' },
    ]);
  });

  it('ignores external links and other schemes', () => {
    expect(
      check(links('https://example.com/missing', 'http://x.y', '//cdn.example.com/a.js', 'mailto:a@b.c', 'tel:123')),
    ).toEqual([]);
  });

  it('resolves relative links like a browser from the clean URL', () => {
    // From /base/docs/guide: "intro" → /base/docs/intro, "../" → /base/, "api/read" → /base/docs/api/read.
    expect(check(links('intro', './intro#setup', '../', 'api/read#options', '../docs/intro'))).toEqual([]);
    expect(check(links('guide/intro'))).toEqual([{ kind: 'link', page: '/base/docs/guide', href: 'guide/intro' }]);
  });

  it('resolves the home page’s relative links from the base URL, its URL with the slash', () => {
    // react-native-gesture-handler's home: `href="docs/gestures/use-pan-gesture"` on /base/.
    const checker = createLinkChecker({ baseUrl: '/base/', files: new Set() });
    checker.addPage('/base/', extractLinks(page(links('docs/intro', './docs/intro#setup'))));
    checker.addPage('/base/docs/intro', extractLinks(page('<h2 id="setup">Setup</h2>')));
    expect(checker.check()).toEqual([]);
  });

  it('reports each distinct href of a page once', () => {
    expect(check(links('/base/x', '/base/x', '/base/x'))).toHaveLength(1);
  });

  it('attaches the source file:line:column when the markdown wrote the link', () => {
    const problems = check(links('/base/docs/missing', '/base/docs/navbar-link-broken'), [], {
      file: '/site/docs/guide.md',
      links: [
        { url: '/base/docs/intro', line: 3, column: 1 },
        { url: '/base/docs/missing', line: 7, column: 12 },
      ],
    });
    expect(problems).toEqual([
      { kind: 'link', page: '/base/docs/guide', href: '/base/docs/missing', source: '/site/docs/guide.md:7:12' },
      { kind: 'link', page: '/base/docs/guide', href: '/base/docs/navbar-link-broken' },
    ]);
  });

  it('still checks the href of a .md link the markdown step reported as broken (no hole)', () => {
    const source = { file: '/site/docs/guide.md', links: [{ url: './missing.md', line: 2, column: 1 }] };
    expect(check(links('./missing.md'), [], source)).toEqual([
      { kind: 'link', page: '/base/docs/guide', href: './missing.md', source: '/site/docs/guide.md:2:1' },
    ]);
    expect(check(links('./missing.md'))).toHaveLength(1);
  });

  it('reads anchors from pages added after the page that links to them', () => {
    const checker = createLinkChecker({ baseUrl: '/', files: new Set() });
    checker.addPage('/a', extractLinks(page(links('/b#later'))));
    checker.addPage('/b', extractLinks(page('<h2 id="later">Later</h2>')));
    expect(checker.check()).toEqual([]);
  });

  // Regression (fixed): remark-doc-links records link urls as written (decoded), but the HTML carries them
  // percent-encoded (remark-rehype normalises URLs). So for a link with a space or a non-ASCII
  // character the check did not find the source position of the link.
  it('matches links rendered by the markdown processor with their source, also when percent-encoded', async () => {
    const highlighter = await createCodeHighlighter({ languages: [], cache: new Map() });
    const renderer = createMarkdownRenderer({
      highlighter,
      baseUrl: '/base/',
      routeOfFile: () => undefined,
      addAsset: () => undefined,
    });
    const rendered = await renderer.render('[a](<./my file.md>)\n\n[b](/docs/café)\n', '/site/docs/guide.md');
    const checker = createLinkChecker({ baseUrl: '/base/', files: new Set() });
    checker.addPage('/base/docs/guide', extractLinks(page(rendered.html)), {
      file: '/site/docs/guide.md',
      links: rendered.links,
    });
    // The unresolved .md link is a broken-markdown-link warning in the markdown step and, as its
    // href leads nowhere, a broken link too; both with their source position.
    expect(checker.check()).toEqual([
      { kind: 'link', page: '/base/docs/guide', href: './my%20file.md', source: '/site/docs/guide.md:1:1' },
      { kind: 'link', page: '/base/docs/guide', href: expect.any(String), source: '/site/docs/guide.md:3:1' },
    ]);
  });
});

describe('extractLinks', () => {
  it('collects ids, <a name> anchors and same-site hrefs, entity-decoded and deduplicated', () => {
    const info = extractLinks(
      '<h2 id="a&amp;b">x</h2><a name="old"></a><a href="/x?a=1&amp;b=2">1</a><a href="/x?a=1&amp;b=2">2</a>' +
        '<a href="https://e.com">e</a><a href="mailto:x@y.z">m</a><a href="//cdn.x/y">c</a><a>no href</a><a href="#h">h</a>',
    );
    expect(info.ids).toEqual(['a&b', 'old']);
    expect(info.hrefs).toEqual(['/x?a=1&b=2', '#h']);
  });
});

describe('normalise', () => {
  it.each([
    ['/a/b', '/a/b'],
    ['/a/b/', '/a/b'],
    ['/a/b.html', '/a/b'],
    ['/a/b/index.html', '/a/b'],
    ['/', '/'],
    ['/index.html', '/'],
    ['', '/'],
  ])('%j → %j', (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });
});
