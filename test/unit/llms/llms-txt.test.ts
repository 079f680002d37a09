import { describe, expect, it } from 'vitest';
import type { SidebarNode } from '../../../src/content/types.ts';
import { createLlmsFiles, type ListedTwin } from '../../../src/llms/create-llms-files.ts';
import { estimateTokens, formatTokens } from '../../../src/llms/estimate-tokens.ts';
import { checkLlmsTxt, createLlmsTxt } from '../../../src/llms/llms-txt.ts';

const twin = (path: string, title: string, kind: ListedTwin['kind'] = 'doc', listed = true): ListedTwin => ({
  path: `/b/${path}`,
  kind,
  file: `${path}.md`,
  url: `https://x.dev/b/${path}.md`,
  pageUrl: `https://x.dev/b/${path}`,
  title,
  description: `About ${title}.`,
  markdown: `# ${title}\n\nText.\n`,
  tokens: 120,
  chunks: [{ headings: [title], url: `https://x.dev/b/${path}`, hash: 'sha256:00', tokens: 120 }],
  listed,
});

describe('llms.txt', () => {
  it('follows the sidebar: top-level categories as sections, loose docs under Docs, pages under Optional', () => {
    const sidebars: Record<string, SidebarNode[]> = {
      main: [
        { type: 'doc', id: 'intro' },
        {
          type: 'category',
          label: 'API',
          link: { type: 'generated-index', route: 'docs/category/api', title: 'API', description: undefined },
          collapsible: true,
          collapsed: false,
          description: undefined,
          items: [
            { type: 'doc', id: 'api/b' },
            { type: 'doc', id: 'api/a' },
            { type: 'link', href: 'https://x', label: 'X' },
          ],
        },
      ],
    };
    const docsById = new Map([
      ['intro', { route: 'docs/intro' }],
      ['api/a', { route: 'docs/api/a' }],
      ['api/b', { route: 'docs/api/b' }],
    ]);
    const files = createLlmsFiles({
      dir: '',
      title: 'Site',
      summary: 'What it is.',
      sidebars,
      docsById,
      routeUrl: (route) => `/b/${route}`,
      twins: [
        twin('docs/api/a', 'A'),
        twin('docs/api/b', 'B'),
        twin('docs/intro', 'Intro'),
        twin('docs/category/api', 'API', 'category'),
        twin('docs/hidden', 'Hidden', 'doc', false),
        twin('docs/stray', 'Stray'),
        twin('', 'Home', 'home'),
      ],
    });
    const [llmsTxt, full, json] = files.map(([, text]) => text);
    expect(files.map(([file]) => file)).toEqual(['llms.txt', 'llms-full.txt', 'llms.json']);
    expect(llmsTxt).toBe(
      [
        '# Site',
        '',
        '> What it is.',
        '',
        '## Docs',
        '',
        '- [Intro](https://x.dev/b/docs/intro.md): About Intro. (~120 tokens)',
        '',
        '## API',
        '',
        '- [API](https://x.dev/b/docs/category/api.md): About API. (~120 tokens)',
        '- [B](https://x.dev/b/docs/api/b.md): About B. (~120 tokens)',
        '- [A](https://x.dev/b/docs/api/a.md): About A. (~120 tokens)',
        '',
        '## More docs',
        '',
        '- [Stray](https://x.dev/b/docs/stray.md): About Stray. (~120 tokens)',
        '',
        '## Optional',
        '',
        '- [Home](https://x.dev/b/.md): About Home. (~120 tokens)',
        '',
      ].join('\n'),
    );
    expect(checkLlmsTxt(llmsTxt ?? '')).toEqual([]);
    // Docs only, in sidebar order, each under its page URL.
    expect(full?.match(/^Source: .*$/gm)).toEqual([
      'Source: https://x.dev/b/docs/intro',
      'Source: https://x.dev/b/docs/api/b',
      'Source: https://x.dev/b/docs/api/a',
      'Source: https://x.dev/b/docs/stray',
    ]);
    const chunks = JSON.parse(json ?? '').chunks as Array<{ page: string }>;
    expect(chunks.map((c) => c.page)).not.toContain('https://x.dev/b/docs/hidden.md');
    expect(chunks).toHaveLength(6);
  });

  it('puts a set other than the root in its folder', () => {
    const files = createLlmsFiles({
      dir: 'fr',
      title: 'Site',
      summary: '',
      sidebars: {},
      docsById: new Map(),
      routeUrl: (r) => r,
      twins: [twin('fr/docs/a', 'A')],
    });
    expect(files.map(([file]) => file)).toEqual(['fr/llms.txt', 'fr/llms-full.txt', 'fr/llms.json']);
    expect(files[0]?.[1]).toBe('# Site\n\n## Docs\n\n- [A](https://x.dev/b/fr/docs/a.md): About A. (~120 tokens)\n');
  });

  it('fails the build when its own output breaks the format', () => {
    expect(() =>
      createLlmsFiles({
        dir: '',
        title: 'Site',
        summary: '',
        sidebars: {},
        docsById: new Map(),
        routeUrl: (r) => r,
        twins: [{ ...twin('docs/a', 'A'), url: '/b/docs/a.md' }],
      }),
    ).toThrow(
      /llms\.txt does not follow the llms\.txt format:\n {2}- line 5: the link is not an absolute http\(s\) URL/,
    );
  });

  it('reports each format problem with its line', () => {
    const text = [
      'Title without hash',
      '- [Early](https://x.dev/a.md)',
      '## Empty',
      '## Section',
      'free text',
      '### Deep',
      '- [Rel](docs/a.md): x',
      '- [Html](https://x.dev/a.html)',
      '# Second title',
    ].join('\n');
    expect(checkLlmsTxt(text)).toEqual([
      { line: 9, message: 'the file does not end with a line break' },
      { line: 1, message: 'the first line must be the title: "# Title"' },
      { line: 2, message: 'a link list must be under a "## " section' },
      { line: 3, message: 'section "Empty" lists no links' },
      { line: 5, message: 'expected a list item "- [Title](url): notes" (got "free text")' },
      { line: 6, message: 'only "## " section headings are allowed' },
      { line: 7, message: 'the link is not an absolute http(s) URL: docs/a.md' },
      { line: 8, message: 'the link does not lead to a markdown file (.md): https://x.dev/a.html' },
      { line: 9, message: 'only the first line may be a "# " heading' },
    ]);
  });

  it('lists a page of empty title by its sidebar label, else its path (react-native-ui-lib: title: "")', () => {
    const sidebars: Record<string, SidebarNode[]> = {
      main: [
        { type: 'doc', id: 'hint', label: 'Hint' },
        { type: 'doc', id: 'toast' },
        { type: 'doc', id: 'badge' },
      ],
    };
    const docsById = new Map([
      ['hint', { route: 'docs/hint' }],
      ['toast', { route: 'docs/toast', sidebarLabel: 'Toast' }],
      ['badge', { route: 'docs/badge', sidebarLabel: '' }],
    ]);
    const [[, llmsTxt = ''] = []] = createLlmsFiles({
      dir: '',
      title: 'Site',
      summary: '',
      sidebars,
      docsById,
      routeUrl: (route) => `/b/${route}`,
      twins: [twin('docs/hint', ''), twin('docs/toast', ' '), twin('docs/badge', '')],
    });
    expect(llmsTxt).toContain('- [Hint](https://x.dev/b/docs/hint.md)');
    expect(llmsTxt).toContain('- [Toast](https://x.dev/b/docs/toast.md)');
    expect(llmsTxt).toContain('- [/b/docs/badge](https://x.dev/b/docs/badge.md)');
    expect(checkLlmsTxt(llmsTxt)).toEqual([]);
  });

  it('escapes titles and URLs so each link stays one valid line', () => {
    const text = createLlmsTxt({
      title: 'Site\nname',
      summary: '',
      sections: [
        {
          title: 'S',
          links: [{ title: 'A [b]', url: 'https://x.dev/a (1).md', description: 'two\nlines', tokens: 5 }],
        },
      ],
    });
    expect(text).toBe('# Site name\n\n## S\n\n- [A \\[b\\]](https://x.dev/a%20%281%29.md): two lines (~10 tokens)\n');
    expect(checkLlmsTxt(text)).toEqual([]);
  });

  it('names a page with an empty title (`title: ""` in front matter) by its path', () => {
    const text = createLlmsTxt({
      title: 'Site',
      summary: '',
      sections: [{ title: 'S', links: [{ title: ' ', url: 'https://x.dev/docs/install.md', tokens: 5 }] }],
    });
    expect(text).toContain('- [docs/install](https://x.dev/docs/install.md)');
    expect(checkLlmsTxt(text)).toEqual([]);
  });
});

describe('the token estimate', () => {
  it('counts words, long words, numbers, symbols and line breaks', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('read the records')).toBe(3);
    expect(estimateTokens('aggregateGroupByDuration')).toBe(2);
    expect(estimateTokens('2024')).toBe(2);
    expect(estimateTokens('a.b();\n\n')).toBe(6);
  });

  it('shows two significant digits', () => {
    expect(formatTokens(3)).toBe('~10 tokens');
    expect(formatTokens(847)).toBe('~850 tokens');
    expect(formatTokens(1234)).toBe('~1,200 tokens');
    expect(formatTokens(56789)).toBe('~57,000 tokens');
  });
});
