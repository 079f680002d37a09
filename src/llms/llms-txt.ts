/**
 * `/llms.txt` as llmstxt.org proposes it, and a check that a text follows that format (the build
 * fails when its own output does not: a tool that cannot parse the index gets nothing).
 *
 *   # Site title
 *
 *   > Summary
 *
 *   ## Section
 *
 *   - [Page title](https://host/page.md): Description (~850 tokens)
 */
import { formatTokens } from './estimate-tokens.ts';

/** One line of a section: a page's twin. */
export interface LlmsLink {
  title: string;
  /** Absolute URL of the markdown twin. */
  url: string;
  description?: string;
  tokens: number;
}

/** A `##` section. */
export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

/** What llms.txt says. */
export interface LlmsIndex {
  title: string;
  /** The `>` line (config `llms.description`, else `tagline`); omitted when empty. */
  summary: string;
  sections: LlmsSection[];
}

/** Text on one line, with markdown that would end the line's construct escaped. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, '\\$&');
}

/**
 * A link text for a page whose title is empty (Docusaurus allows `title: ''`; the format does not
 * allow `[]`): its path, without the site origin and `.md`.
 */
function pathText(url: string): string {
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    // Not absolute: the check names it; the text is the URL as given.
  }
  return linkText(pathname.replace(/^\/+|\.md$/g, '')) || 'index';
}

/** Parentheses and spaces would end the link's destination early. */
function linkUrl(url: string): string {
  return url.replace(/[\s()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The llms.txt text; sections without links are left out (the format has no empty sections). */
export function createLlmsTxt(index: LlmsIndex): string {
  const lines = [`# ${oneLine(index.title)}`, ''];
  const summary = oneLine(index.summary);
  if (summary) lines.push(`> ${summary}`, '');
  for (const section of index.sections) {
    if (section.links.length === 0) continue;
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const link of section.links) {
      const notes = [link.description ? oneLine(link.description) : '', `(${formatTokens(link.tokens)})`]
        .filter(Boolean)
        .join(' ');
      lines.push(`- [${linkText(link.title) || pathText(link.url)}](${linkUrl(link.url)}): ${notes}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A problem of an llms.txt, with its 1-based line. */
export interface LlmsTxtProblem {
  line: number;
  message: string;
}

const LINK_LINE = /^- \[((?:[^\]\\]|\\.)+)\]\((\S+)\)(?::[ \t]*(.*))?$/;

/**
 * Checks a text against the llms.txt format: one `# title` first, then optionally a `>` summary
 * and paragraphs without headings, then `##` sections whose lines are `- [title](url): notes`
 * list items. Ours is stricter where the proposal recommends: every link is an absolute http(s)
 * URL of a `.md` file, and every section lists at least one.
 */
export function checkLlmsTxt(text: string): LlmsTxtProblem[] {
  const problems: LlmsTxtProblem[] = [];
  const lines = text.split('\n');
  if (!text.endsWith('\n')) problems.push({ line: lines.length, message: 'the file does not end with a line break' });
  if (!/^# \S/.test(lines[0] ?? '')) problems.push({ line: 1, message: 'the first line must be the title: "# Title"' });
  let section: { title: string; line: number; links: number } | undefined;
  const closeSection = () => {
    if (section && section.links === 0) {
      problems.push({ line: section.line, message: `section "${section.title}" lists no links` });
    }
  };
  lines.forEach((line, index) => {
    const number = index + 1;
    if (index === 0 || line.trim() === '') return;
    if (/^# /.test(line)) {
      problems.push({ line: number, message: 'only the first line may be a "# " heading' });
      return;
    }
    if (/^#{3,} /.test(line)) {
      problems.push({ line: number, message: 'only "## " section headings are allowed' });
      return;
    }
    const h2 = /^## (.*\S)\s*$/.exec(line);
    if (h2) {
      closeSection();
      section = { title: h2[1] ?? '', line: number, links: 0 };
      return;
    }
    if (!section) {
      // Before the first section: the summary and free paragraphs, but no lists of files.
      if (LINK_LINE.test(line)) problems.push({ line: number, message: 'a link list must be under a "## " section' });
      return;
    }
    const link = LINK_LINE.exec(line);
    if (!link) {
      problems.push({
        line: number,
        message: `expected a list item "- [Title](url): notes" (got ${JSON.stringify(line.slice(0, 60))})`,
      });
      return;
    }
    section.links++;
    const url = link[2] ?? '';
    let parsed: URL | undefined;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !/^https?:$/.test(parsed.protocol)) {
      problems.push({ line: number, message: `the link is not an absolute http(s) URL: ${url}` });
    } else if (!parsed.pathname.endsWith('.md')) {
      problems.push({ line: number, message: `the link does not lead to a markdown file (.md): ${url}` });
    }
  });
  closeSection();
  return problems;
}
