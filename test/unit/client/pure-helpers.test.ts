/**
 * The client's pure helpers (no DOM), in Node: route keys and page-data URLs, the bounded LRU,
 * which links the router takes over, the page-data store's caching, the document title and the
 * search dialog's status line. The browser suites check the same code through the real client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTitle } from '../../../client/head.ts';
import {
  cleanPathname,
  createPageDataStore,
  lruGet,
  lruSet,
  pageDataUrl,
  pageUrlOf,
  ROUTE_CACHE_LIMIT,
  routeKey,
} from '../../../client/page-data.ts';
import { describeStatus } from '../../../client/search/render-results.ts';
import type { SearchEngine } from '../../../src/shared/search/search-engine.ts';
import type { PageData } from '../../../src/shared/types.ts';
import { createDocPage, createHomePage, createSite } from '../templates/fixtures.ts';

const BASE = '/rnhc/';

describe('route helpers', () => {
  it('cleans .html and /index.html paths, keeping the home page at the base URL', () => {
    expect(
      ['/rnhc/docs/intro.html', '/rnhc/docs/intro/index.html', '/rnhc/index.html', '/rnhc/docs/'].map((p) =>
        cleanPathname(p, BASE),
      ),
    ).toEqual(['/rnhc/docs/intro', '/rnhc/docs/intro', '/rnhc/', '/rnhc/docs/']);
  });

  it('keys routes decoded and without a trailing slash; a malformed escape stays as written', () => {
    expect(
      ['/rnhc/docs/intro/', '/rnhc', '/rnhc/caf%C3%A9', '/rnhc/bad%E0%A4%A'].map((p) => routeKey(p, BASE)),
    ).toEqual(['/rnhc/docs/intro', '/rnhc', '/rnhc/café', '/rnhc/bad%E0%A4%A']);
  });

  it('gives the page-data file of a page as the build writes it', () => {
    expect(
      ['/rnhc/', '/rnhc', '/rnhc/docs/intro/', '/rnhc/docs/intro.html', '/rnhc/404'].map((p) => pageDataUrl(p, BASE)),
    ).toEqual([
      '/rnhc/page-data/index.json',
      '/rnhc/page-data/index.json',
      '/rnhc/page-data/docs/intro.json',
      '/rnhc/page-data/docs/intro.json',
      '/rnhc/page-data/404.json',
    ]);
  });

  it('bounds the LRU at its limit, forgetting the least recently used (10,000 by default)', () => {
    const lru = new Map<string, number>();
    for (const key of ['a', 'b', 'c']) lruSet(lru, key, 1, 3);
    expect(lruGet(lru, 'a')).toBe(1);
    lruSet(lru, 'd', 1, 3);
    expect([...lru.keys()]).toEqual(['c', 'a', 'd']);
    expect(lruGet(lru, 'zzz')).toBeUndefined();
    expect(ROUTE_CACHE_LIMIT).toBe(10_000);
    const big = new Map<string, number>();
    for (let i = 0; i < 12_000; i++) lruSet(big, String(i), i);
    expect([big.size, big.has('1999'), big.has('2000')]).toEqual([10_000, false, true]);
  });
});

describe('pageUrlOf', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const site = createSite({
    baseUrl: BASE,
    locales: [
      { code: 'en', label: 'English', baseUrl: BASE, htmlLang: 'en', direction: 'ltr' },
      { code: 'fr', label: 'Français', baseUrl: `${BASE}fr/`, htmlLang: 'fr', direction: 'ltr' },
    ] as never,
  });

  it('takes over pages of this site and locale only', () => {
    vi.stubGlobal('location', new URL('https://example.com/rnhc/docs/intro'));
    const taken = (href: string) => pageUrlOf(href, site)?.pathname;
    expect(taken('/rnhc/docs/setup')).toBe('/rnhc/docs/setup');
    expect(taken('setup#top')).toBe('/rnhc/docs/setup');
    expect(taken('/rnhc')).toBe('/rnhc');
    expect(taken('/rnhc/docs/intro.html')).toBe('/rnhc/docs/intro.html');
    // Another origin, outside the base URL, another locale's build, a file, a malformed URL.
    for (const href of [
      'https://other.example/rnhc/docs',
      '/elsewhere/',
      '/rnhc/fr/docs/intro',
      '/rnhc/img/a.png',
      'http://[',
    ]) {
      expect(taken(href), href).toBeUndefined();
    }
  });

  it('leaves a page of another docs plugin instance to a full load (its own site data), both ways', () => {
    // One version of the preset's docs, and the community instance's set.
    const instances = createSite({
      baseUrl: BASE,
      version: 'current',
      versions: [
        { name: 'current', label: 'Next', path: `${BASE}docs/`, mainDocHref: `${BASE}docs/intro`, isLast: true },
      ],
      docsSets: [{ name: 'community/current', path: `${BASE}community/` }],
    });
    vi.stubGlobal('location', new URL('https://example.com/rnhc/docs/intro'));
    expect(pageUrlOf('/rnhc/docs/setup', instances)?.pathname).toBe('/rnhc/docs/setup');
    expect(pageUrlOf('/rnhc/community/overview', instances)).toBeUndefined();
    expect(pageUrlOf('/rnhc/blog', instances)?.pathname).toBe('/rnhc/blog');
    const community = { ...instances, version: 'community/current' };
    expect(pageUrlOf('/rnhc/community/guides', community)?.pathname).toBe('/rnhc/community/guides');
    expect(pageUrlOf('/rnhc/docs/intro', community)).toBeUndefined();
  });
});

describe('createPageDataStore', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const page = createDocPage() as PageData;

  function stubFetch(...responses: Array<() => Response>) {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
      const next = responses.shift();
      if (!next) throw new Error('unexpected fetch');
      return next();
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

  it('fetches a page once per route, whatever the form of its path', async () => {
    const fetch = stubFetch(json(page));
    const store = createPageDataStore(BASE);
    expect(await store.load('/rnhc/docs/intro')).toEqual(page);
    expect(await store.load('/rnhc/docs/intro/index.html')).toEqual(page);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/rnhc/page-data/docs/intro.json');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ priority: 'high' });
  });

  it('forgets a failed load so that it can be retried, and rejects what is not page data', async () => {
    stubFetch(() => new Response('', { status: 503 }), json(page), json({ html: '<p>an error page</p>' }));
    const store = createPageDataStore(BASE);
    await expect(store.load('/rnhc/docs/intro')).rejects.toThrow('HTTP 503');
    expect(await store.load('/rnhc/docs/intro')).toEqual(page);
    await expect(store.load('/rnhc/docs/other')).rejects.toThrow('Not page data');
  });

  it('serves seeded pages without fetching, and bypasses the caches when fresh', async () => {
    const fetch = stubFetch(json({ ...page, title: 'Rebuilt' }));
    const store = createPageDataStore(BASE);
    store.put('/rnhc/docs/intro/', page);
    expect(await store.load('/rnhc/docs/intro')).toBe(page);
    expect(fetch).not.toHaveBeenCalled();
    expect((await store.load('/rnhc/docs/intro', { fresh: true, priority: 'low' })).title).toBe('Rebuilt');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'reload', priority: 'low' });
    store.delete('/rnhc/docs/intro');
    stubFetch(json(page));
    expect(await store.load('/rnhc/docs/intro')).toEqual(page);
  });
});

describe('pageTitle (client)', () => {
  it('joins page and site titles; the home page and an untitled page show the site title', () => {
    const site = createSite({ title: 'Health Docs', titleDelimiter: '·' });
    expect(pageTitle(site, createDocPage({ title: 'Intro' }) as PageData)).toBe('Intro · Health Docs');
    expect(pageTitle(site, createHomePage({ title: 'Welcome' }) as PageData)).toBe('Health Docs');
    expect(pageTitle(site, createDocPage({ title: '' }) as PageData)).toBe('Health Docs');
    expect(pageTitle(site, createDocPage({ title: 'Health Docs' }) as PageData)).toBe('Health Docs');
  });

  it('follows the build on a Docusaurus page: <Layout title> on the home page, <Head><title> as the whole title', () => {
    const site = createSite({ title: 'Health Docs', titleDelimiter: '·' });
    expect(pageTitle(site, { ...createHomePage({ title: 'Home' }), ownTitle: true } as PageData)).toBe(
      'Home · Health Docs',
    );
    expect(pageTitle(site, { ...createDocPage({ title: 'FAQ' }), documentTitle: 'All questions' } as PageData)).toBe(
      'All questions',
    );
  });
});

describe('describeStatus (search dialog)', () => {
  const engine = {} as SearchEngine;
  const state = { query: '', engine, failed: false, hits: 0, recent: 0 };

  it('words each state of the dialog, and announces only what changed for a screen reader', () => {
    expect(describeStatus({ ...state, failed: true }).announce).toContain('could not be loaded');
    expect(describeStatus(state)).toEqual({ message: 'Search for a method, a permission or a topic.', announce: '' });
    expect(describeStatus({ ...state, recent: 2 }).message).toBe('Recent searches');
    expect(describeStatus({ ...state, query: 'read', engine: undefined }).message).toBe('Loading the search index…');
    expect(describeStatus({ ...state, query: 'zzz' })).toEqual({
      message: 'No results for “zzz”',
      announce: 'No results for “zzz”',
    });
    expect(describeStatus({ ...state, query: 'read', hits: 1 })).toEqual({ message: '', announce: '1 result' });
    expect(describeStatus({ ...state, query: 'read', hits: 3 }).announce).toBe('3 results');
  });
});
