import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { build, makeSite } from './helpers.ts';

/**
 * Issue 26: RSS and Atom were invalid XML (exit 0, no warning) for a post with `]]>` twice, `]]>`
 * in a code block or in a title, or a control character in its title or body. The feeds must
 * parse, and say what the post says (control characters, which XML cannot hold, left out).
 */
const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});

/** Characters XML 1.0 cannot hold, which a strict parser refuses. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the characters XML cannot hold is the point.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const CONTROLS = '\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008\u000B\u001B\uFFFE';

const POST = [
  '---',
  `title: "Odd ]]> title ]]> with${CONTROLS} controls"`,
  'authors: [alice]',
  'tags: [release]',
  '---',
  '',
  `Text with ]]> once and ]]> twice, and controls:${CONTROLS} end.`,
  '',
  '```js',
  "const end = ']]>'; // ]]> again",
  '```',
  '',
].join('\n');

describe('the blog feeds are valid XML for any post', () => {
  it(']]> and control characters in a title, a body and a code block', async () => {
    const site = await makeSite('blog-site', { 'blog/2026-10-01-odd.md': POST });
    sites.push(site);
    const result = await build(site);
    expect(result.code, result.stderr).toBe(0);
    for (const file of ['rss.xml', 'atom.xml']) {
      const xml = await readFile(path.join(site, 'build', 'blog', file), 'utf8');
      expect(XMLValidator.validate(xml), file).toBe(true);
      expect(NOT_XML.test(xml), `${file} holds a character XML cannot hold`).toBe(false);
      const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
      const items = file === 'rss.xml' ? parsed.rss.channel.item : parsed.feed.entry;
      const titles = (items as Array<{ title: unknown }>).map((item) =>
        typeof item.title === 'object' ? (item.title as Record<string, unknown>)['#text'] : item.title,
      );
      expect(titles, `${file}: ${JSON.stringify(titles)}`).toContain('Odd ]]> title ]]> with controls');
      expect(xml).toContain('again');
    }
  }, 60_000);
});
