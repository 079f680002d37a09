import { describe, expect, it } from 'vitest';
import { extractSearchSections } from '../../../src/search/extract-sections.ts';

/** A heading as the markdown pipeline renders it: an id and a `#` link after the text. */
const heading = (level: number, id: string, html: string) =>
  `<h${level} id="${id}">${html} <a class="hash-link" href="#${id}" aria-label="Direct link to ${id}">#</a></h${level}>`;

describe('extractSearchSections', () => {
  it('splits at h2 and h3 headings, with their ids and plain text', () => {
    const html = [
      '<h1 id="permissions">Permissions</h1>',
      '<p>Access is granted <strong>per data type</strong>.</p>',
      heading(2, 'declare', 'Declare them'),
      '<p>In the manifest.</p>',
      heading(3, 'names', 'Names of <code>READ_*</code>'),
      '<p>Upper snake case.</p>',
      '<h4 id="deep">Deeper</h4><p>Still the h3 section.</p>',
    ].join('\n');
    expect(extractSearchSections(html)).toEqual([
      { anchor: '', heading: '', text: 'Access is granted per data type.' },
      { anchor: 'declare', heading: 'Declare them', text: 'In the manifest.' },
      { anchor: 'names', heading: 'Names of READ_*', text: 'Upper snake case. Deeper Still the h3 section.' },
    ]);
  });

  it('keeps code as text, drops tags, buttons and the heading links, decodes entities', () => {
    const html = [
      heading(2, 'example', 'Example'),
      '<div class="code-block" data-language="ts"><div class="code-block__title">src/read.ts</div>',
      '<div class="code-block__body"><pre class="shiki" tabindex="0"><code>',
      '<span class="line"><span style="--shiki-light:#D73A49">const</span><span> records </span><span>=</span><span> await readRecords(</span><span>&#x27;Steps&#x27;</span><span>);</span></span>\n<span class="line"><span>if</span><span> (a &#x3C; b &amp;&amp; c) {}</span></span>',
      '</code></pre><button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button></div></div>',
      '<table><tr><th>Name</th><th>Type</th></tr><tr><td><code>recordType</code></td><td>string</td></tr></table>',
    ].join('');
    const [section] = extractSearchSections(html);
    expect(section).toEqual({
      anchor: 'example',
      heading: 'Example',
      text: "src/read.ts const records = await readRecords('Steps'); if (a < b && c) {} Name Type recordType string",
    });
    expect(section?.text).not.toMatch(/[<>]\w|&\w+;|Copy|#/);
  });

  it('keeps admonition titles, list items and cells apart as words', () => {
    const html =
      '<div class="admonition"><div class="admonition__heading"><span class="admonition__icon" aria-hidden="true"></span>Note</div>' +
      '<div class="admonition__content"><p>One</p></div></div><ul><li>first</li><li>second</li></ul>';
    expect(extractSearchSections(html)).toEqual([{ anchor: '', heading: '', text: 'Note One first second' }]);
  });

  it('leaves out an empty top section and keeps empty headed sections (their heading is searchable)', () => {
    const html = `<h1 id="t">Title</h1>${heading(2, 'a', 'First')}${heading(2, 'b', 'Second')}<p>Text</p>`;
    expect(extractSearchSections(html)).toEqual([
      { anchor: 'a', heading: 'First', text: '' },
      { anchor: 'b', heading: 'Second', text: 'Text' },
    ]);
  });

  it('treats a heading without an id as text: there is nothing to link to', () => {
    const html =
      '<section><div class="feature-card"><h2>Permissions done right</h2><p>Ask for access.</p></div></section>';
    expect(extractSearchSections(html)).toEqual([
      { anchor: '', heading: '', text: 'Permissions done right Ask for access.' },
    ]);
  });

  it('returns nothing for empty content', () => {
    expect(extractSearchSections('')).toEqual([]);
  });
});

describe('break opportunities', () => {
  it('reads an identifier split by <wbr> as one word', () => {
    const sections = extractSearchSections('<table><tr><td><code>READ_<wbr>HEART_<wbr>RATE</code></td></tr></table>');
    expect(sections.map((s) => s.text).join(' ')).toContain('READ_HEART_RATE');
  });
});
