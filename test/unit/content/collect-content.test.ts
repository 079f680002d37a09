import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectContent } from '../../../src/content/collect-content.ts';
import { type ContentModel, lastDocSet, type SidebarNode } from '../../../src/content/types.ts';
import { AggregateBuildError } from '../../../src/util/errors.ts';
import { BASE_CONFIG, collectError, createTempSite, outline, type TempSite } from '../pipeline/temp-site.ts';

type CategoryNode = SidebarNode & { type: 'category' };

function findCategory(nodes: SidebarNode[], label: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.type !== 'category') continue;
    if (node.label === label) return node;
    const nested = findCategory(node.items, label);
    if (nested) return nested;
  }
  return undefined;
}

/** The category labelled `label`, at any depth. */
function category(nodes: SidebarNode[], label: string): CategoryNode {
  const found = findCategory(nodes, label);
  if (!found) throw new Error(`no category ${label}`);
  return found;
}

describe('collectContent: a docs tree', () => {
  let site: TempSite;
  let content: ContentModel;

  beforeAll(async () => {
    site = await createTempSite(
      {
        'docs/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n\nWelcome.\n',
        'docs/alpha.md': '# Alpha\n',
        'docs/zeta.md': '---\ntitle: Zeta page\nsidebar_label: Z\n---\nNo heading here.\n',
        'docs/custom-id.md': '---\nid: renamed\n---\n# Custom\n',
        'docs/_hidden.md': '# Not a doc\n',
        'docs/_partials/snippet.md': '# Partial\n',
        'docs/notes.txt': 'not markdown',
        'docs/09-guides/_category_.json': JSON.stringify({
          label: 'User Guides',
          position: 2,
          collapsed: false,
          link: { type: 'generated-index', description: 'All the guides' },
        }),
        'docs/09-guides/01-install.md': '# Install\n\n```TS\nconst x = 1;\n```\n',
        'docs/09-guides/02-config.md': '---\nslug: /configuration\n---\n# Config\n',
        'docs/09-guides/03-usage.md': '---\nslug: usage-guide\n---\n# Usage\n',
        'docs/09-guides/draft.md': '---\ndraft: true\n---\n# Draft\n',
        'docs/09-guides/secret.md': '---\nunlisted: true\n---\n# Secret\n',
        'docs/api/_category_.yml': 'label: API reference\nposition: 3\ncollapsible: false\n',
        'docs/api/index.md': '# API\n',
        'docs/api/05-methods/10_readRecords.md': '# readRecords\n',
        'docs/api/05-methods/2-insertRecords.md': '---\nid: insert\n---\n# insertRecords\n',
        'docs/linked/_category_.yml': 'link:\n  type: doc\n  id: overview\n',
        'docs/linked/overview.md': '# Overview\n',
        'docs/linked/detail.md': '# Detail\n',
        'docs/readme-cat/README.md': '# Readme category\n',
        'docs/readme-cat/page.md': '# Page\n',
        'pages/index.tsx': 'export default function Home() { return null; }\n',
        'pages/about.md': '---\ntitle: About us\n---\nText\n\n~~~kotlin\nval x = 1\n~~~\n',
        'pages/_skip.md': '# Skipped\n',
        'pages/_components/Widget.tsx': 'export default 1;\n',
        'pages/nested/index.md': '# Nested home\n',
        'pages/nested/other.tsx': 'export default function Other() { return null; }\n',
        'pages/styles.css': 'body {}\n',
        'pages/draft.md': '---\ndraft: true\n---\n',
      },
      `${BASE_CONFIG}pages:\n  path: pages\n`,
    );
    content = await collectContent(site.config);
  });
  afterAll(() => site.cleanup());

  const route = (id: string) => lastDocSet(content).docsById.get(id)?.route;

  it('derives ids from folders and file names without number prefixes', () => {
    expect([...lastDocSet(content).docsById.keys()].sort()).toEqual(
      [
        'alpha',
        'api/index',
        'api/methods/insert',
        'api/methods/readRecords',
        'guides/config',
        'guides/install',
        'guides/secret',
        'guides/usage',
        'intro',
        'linked/detail',
        'linked/overview',
        'readme-cat/README',
        'readme-cat/page',
        'renamed',
        'zeta',
      ].sort(),
    );
  });

  it('derives routes from ids, slugs and index files', () => {
    expect(route('intro')).toBe('docs/intro');
    expect(route('guides/install')).toBe('docs/guides/install');
    expect(route('api/methods/readRecords')).toBe('docs/api/methods/readRecords');
    // Front matter id replaces the file name in the route too.
    expect(route('api/methods/insert')).toBe('docs/api/methods/insert');
    expect(route('renamed')).toBe('docs/renamed');
    // An absolute slug is relative to the docs route, a relative one to the doc's folder.
    expect(route('guides/config')).toBe('docs/configuration');
    expect(route('guides/usage')).toBe('docs/guides/usage-guide');
    // index.md and README.md serve their folder's URL.
    expect(route('api/index')).toBe('docs/api');
    expect(route('readme-cat/README')).toBe('docs/readme-cat');
  });

  it('records file, relative path, title, label, position and body for each doc', () => {
    const install = lastDocSet(content).docsById.get('guides/install');
    expect(install?.file).toBe(site.file('docs/09-guides/01-install.md'));
    expect(install?.relativePath).toBe('09-guides/01-install.md');
    expect(install?.title).toBe('Install');
    expect(install?.hasH1).toBe(true);
    expect(install?.position).toBe(1);
    expect(content.docsByFile.get(site.file('docs/09-guides/01-install.md'))).toBe(install);

    const zeta = lastDocSet(content).docsById.get('zeta');
    expect(zeta?.title).toBe('Zeta page');
    expect(zeta?.sidebarLabel).toBe('Z');
    expect(zeta?.hasH1).toBe(false);
    expect(zeta?.position).toBeUndefined();
    expect(zeta?.body.split('\n')[4]).toBe('No heading here.');

    expect(lastDocSet(content).docsById.get('intro')?.position).toBe(1);
    expect(lastDocSet(content).docsById.get('api/methods/readRecords')?.position).toBe(10);
  });

  it('falls back to the file name for the title', async () => {
    const other = await createTempSite({ 'docs/03-plain-name.md': 'Just text.\n' });
    try {
      const result = await collectContent(other.config);
      expect(result.docs[0]?.title).toBe('plain-name');
      expect(result.docs[0]?.sidebarLabel).toBe('plain-name');
    } finally {
      await other.cleanup();
    }
  });

  it('leaves out drafts, `_` files and folders, and non-markdown files', () => {
    expect(lastDocSet(content).docsById.has('guides/draft')).toBe(false);
    expect(content.docs.some((d) => d.relativePath.split('/').some((part) => part.startsWith('_')))).toBe(false);
    expect(content.docs).toHaveLength(15);
  });

  it('keeps unlisted docs as docs but out of the sidebar', () => {
    expect(lastDocSet(content).docsById.get('guides/secret')?.unlisted).toBe(true);
    expect(JSON.stringify(lastDocSet(content).sidebars)).not.toContain('guides/secret');
  });

  it('builds one autogenerated sidebar ordered by position, then by name', () => {
    expect(Object.keys(lastDocSet(content).sidebars)).toEqual(['tutorialSidebar']);
    expect(outline(lastDocSet(content).sidebars.tutorialSidebar ?? [])).toEqual([
      'intro',
      { 'User Guides': ['guides/install', 'guides/config', 'guides/usage'] },
      { 'API reference': [{ methods: ['api/methods/insert', 'api/methods/readRecords'] }] },
      'alpha',
      'renamed',
      // Labelled by the doc each links to, as Docusaurus labels them (no label in a category file).
      { Overview: ['linked/detail'] },
      { 'Readme category': ['readme-cat/page'] },
      'zeta',
    ]);
  });

  it('applies _category_.json: label, collapsed and a generated index under docs/category/<slug>', () => {
    const guides = category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'User Guides');
    expect(guides.collapsed).toBe(false);
    expect(guides.collapsible).toBe(true);
    expect(guides.link).toEqual({
      type: 'generated-index',
      route: 'docs/category/user-guides',
      title: 'User Guides',
      description: 'All the guides',
    });
  });

  it('applies _category_.yml and links a category to its index.md', () => {
    const api = category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'API reference');
    expect(api.collapsible).toBe(false);
    // Its `collapsed: true` gives way: a category that cannot be collapsed is expanded (Docusaurus).
    expect(api.collapsed).toBe(false);
    expect(api.link).toEqual({ type: 'doc', id: 'api/index' });
    // The link doc is not listed again inside its category.
    expect(outline(api.items)).not.toContain('api/index');
  });

  it('links a category to a doc named in its category file, or to its README.md', () => {
    expect(category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'Overview').link).toEqual({
      type: 'doc',
      id: 'linked/overview',
    });
    expect(category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'Readme category').link).toEqual({
      type: 'doc',
      id: 'readme-cat/README',
    });
  });

  it('gives a folder without a category file or index doc no link, labelled by its name', () => {
    const methods = category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'methods');
    expect(methods.link).toBeUndefined();
    expect(methods.collapsed).toBe(true);
  });

  it('collects pages: .md and .tsx, `_` paths skipped, index files at their folder route', () => {
    const pages = Object.fromEntries(content.pages.map((p) => [p.route, p.kind]));
    expect(pages).toEqual({ '': 'tsx', about: 'md', nested: 'md', 'nested/other': 'tsx' });
    const about = content.pages.find((p) => p.route === 'about');
    expect(about?.title).toBe('About us');
    expect(about?.file).toBe(site.file('pages/about.md'));
    expect(content.pages.find((p) => p.route === 'nested')?.title).toBe('Nested home');
  });

  it('collects the fence languages of docs and pages, lowercased', () => {
    expect([...content.languages].sort()).toEqual(['kotlin', 'ts']);
  });
});

describe('collectContent: category and link edge cases', () => {
  it('uses a generated-index slug when the category file sets one', async () => {
    const site = await createTempSite({
      'docs/a/_category_.json':
        '{ "link": { "type": "generated-index", "slug": "/all-of-a/", "title": "Everything" } }',
      'docs/a/one.md': '# One\n',
    });
    try {
      const content = await collectContent(site.config);
      expect(category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'a').link).toMatchObject({
        route: 'docs/all-of-a',
        title: 'Everything',
      });
    } finally {
      await site.cleanup();
    }
  });

  it('honours a custom docs route base', async () => {
    const site = await createTempSite(
      {
        'docs/intro.md': '# Intro\n',
        'docs/sub/_category_.json': '{"label":"Sub Stuff","link":{"type":"generated-index"}}',
        'docs/sub/x.md': '',
      },
      `${BASE_CONFIG}docs:\n  routeBasePath: /guide/\n`,
    );
    try {
      const content = await collectContent(site.config);
      expect(lastDocSet(content).docsById.get('intro')?.route).toBe('guide/intro');
      expect(category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'Sub Stuff').link).toMatchObject({
        route: 'guide/category/sub-stuff',
      });
    } finally {
      await site.cleanup();
    }
  });

  it('leaves a category with `link: null` without a page even when it has an index.md', async () => {
    const site = await createTempSite({
      'docs/a/_category_.yml': 'link: null\n',
      'docs/a/index.md': '# Index\n',
    });
    try {
      const content = await collectContent(site.config);
      const a = category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'a');
      expect(a.link).toBeUndefined();
      expect(outline(a.items)).toEqual(['a/index']);
    } finally {
      await site.cleanup();
    }
  });
});

describe('collectContent: a category linked to its index doc', () => {
  // react-native-gesture-handler's "Your first gesture-driven animation": a folder holding its
  // index.md (and partials under _steps), second in its sidebar by the doc's front matter. It was
  // listed last, as "gesture-animation".
  it('takes its label and position from the doc when its category file has none', async () => {
    const site = await createTempSite({
      'docs/fundamentals/_category_.json': '{ "label": "Fundamentals", "position": 1 }',
      'docs/fundamentals/getting-started.md': '---\nsidebar_position: 1\n---\n# Getting started\n',
      'docs/fundamentals/gesture-animation/index.md':
        '---\nid: gesture-animation\ntitle: Your first gesture-driven animation\nsidebar_label: Your first animation\nsidebar_position: 2\n---\nText\n',
      'docs/fundamentals/callbacks.md': '---\nsidebar_position: 3\n---\n# Callbacks\n',
      'docs/fundamentals/titled/index.md': '---\nsidebar_position: 4\n---\n# Titled by its heading\n',
      'docs/fundamentals/titled/more.md': '# More\n',
      'docs/fundamentals/04-own-label/_category_.yml': 'label: Its own label\n',
      'docs/fundamentals/04-own-label/index.md': '---\nsidebar_position: 9\n---\n# Not this\n',
      'docs/fundamentals/04-own-label/x.md': '# X\n',
    });
    try {
      const content = await collectContent(site.config);
      const fundamentals = category(lastDocSet(content).sidebars.tutorialSidebar ?? [], 'Fundamentals');
      expect(outline(fundamentals.items)).toEqual([
        'fundamentals/getting-started',
        // A category left with no items is its doc's item, under the category's label.
        'fundamentals/gesture-animation/gesture-animation',
        'fundamentals/callbacks',
        { 'Titled by its heading': ['fundamentals/titled/more'] },
        // The category file's label wins over the doc's; with no position in the file, the doc's
        // (9) wins over the folder's number prefix (04, which would sort it before "titled").
        { 'Its own label': ['fundamentals/own-label/x'] },
      ]);
      expect(fundamentals.items[1]).toMatchObject({ type: 'doc', label: 'Your first animation' });
    } finally {
      await site.cleanup();
    }
  });
});

describe('collectContent: index docs with an id', () => {
  it('serves an index.md with an explicit id at its folder, as Docusaurus does', async () => {
    const site = await createTempSite({
      'docs/intro.md': '# Intro\n',
      'docs/setup/index.md': '---\nid: setup-overview\n---\n# Setup\n',
      'docs/setup/more.md': '# More\n',
    });
    try {
      const content = await collectContent(site.config);
      const doc = content.docSets[0]?.docsById.get('setup/setup-overview');
      expect(doc?.route).toBe('docs/setup');
    } finally {
      await site.cleanup();
    }
  });
});

describe('collectContent: errors', () => {
  it('names both files of a duplicate doc id', async () => {
    const error = await collectError({
      'docs/a.md': '---\nid: shared\n---\n# A\n',
      'docs/shared.md': '# Shared\n',
    });
    expect(error.message).toContain('Doc id "shared" is used twice');
    expect(error.message).toContain('a.md');
    expect(error.message).toContain('shared.md');
    expect(error.file).toMatch(/(a|shared)\.md$/);
  });

  it('reports two docs that want the same URL', async () => {
    const error = await collectError({
      'docs/a.md': '---\nslug: /same\n---\n',
      'docs/b.md': '---\nslug: /same\n---\n',
    });
    expect(error.message).toContain('both want the URL /docs/same');
  });

  it('reports an invalid _category_.json with file and line', async () => {
    const error = await collectError({
      'docs/guides/_category_.json': '{\n  "label": "Guides",\n  "position": "first"\n}\n',
      'docs/guides/a.md': '# A\n',
    });
    expect(error.file).toMatch(/guides[/\\]_category_\.json$/);
    expect(error.message).toContain('position');
    expect(error.position?.line).toBe(3);
  });

  it('reports a JSON syntax error in _category_.json with its line', async () => {
    const error = await collectError({
      'docs/guides/_category_.json': '{\n  "label": "Guides",\n  "position": 2,,\n}\n',
      'docs/guides/a.md': '# A\n',
    });
    expect(error.message).toContain('not valid JSON');
    expect(error.position?.line).toBe(3);
  });

  it('reports an unknown key in _category_.yml', async () => {
    const error = await collectError({
      'docs/guides/_category_.yml': 'label: Guides\ncolapsed: true\n',
      'docs/guides/a.md': '# A\n',
    });
    expect(error.message).toBe('Category file: unknown key "colapsed"');
    expect(error.file).toMatch(/_category_\.yml$/);
    // On the key itself, not on its value.
    expect(error.position).toEqual({ line: 2, column: 1 });
  });

  it('reports a missing docs folder with exit code 2', async () => {
    const error = await collectError({}, `${BASE_CONFIG}docs:\n  path: nowhere\n`);
    expect(error.exitCode).toBe(2);
    expect(error.message).toContain('nowhere');
    expect(error.message).toContain('does not exist');
    expect(error.file).toMatch(/rnhc-docs\.config\.yaml$/);
  });

  it('reports every content error at once', async () => {
    const error = await collectError({
      'docs/a.md': '---\ntitle: [unclosed\n---\n',
      'docs/b.md': '---\nsidebar_position: high\n---\n',
      'docs/c.md': '---\ntitle: Fine\n---\n',
    });
    expect(error).toBeInstanceOf(AggregateBuildError);
    const errors = (error as AggregateBuildError).errors;
    expect(errors.map((e) => e.file?.split(/[/\\]/).pop()).sort()).toEqual(['a.md', 'b.md']);
    expect(error.message).toContain('2 content errors');
  });

  it('reports an invalid front matter in a markdown page', async () => {
    const error = await collectError({ 'docs/a.md': '# A\n', 'src/pages/about.md': '---\nslug: [x\n---\n' });
    expect(error.file).toMatch(/about\.md$/);
  });
});
