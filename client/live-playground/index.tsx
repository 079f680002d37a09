/**
 * A live code block's playground in the browser (src/markdown/live-code-block.ts writes its
 * frame): react-live, from the site's node_modules, runs the block's code with the site's
 * `ReactLiveScope` and shows it above or below an editor, as Docusaurus's theme-live-codeblock
 * does. A site that swizzles `Playground` gets its own, with Docusaurus's props. Bundled per site
 * with its islands (src/pipeline/live-code.ts), loaded only by pages that have a live block.
 */

import SitePlayground from 'rnhc-live:playground';
import siteScope from 'rnhc-live:scope';
import { type ComponentType, createElement, Fragment, type ReactNode } from 'react';
import { LiveEditor, LiveError, LivePreview, LiveProvider } from 'react-live';
import { type LivePlaygroundProps, PLAYGROUND_CLASSES } from '../../src/shared/live-code.ts';
import { usePrismTheme } from '../../templates/docusaurus/theme-common.tsx';
import './playground.css';

const c = PLAYGROUND_CLASSES;

/**
 * The scope as react-live can pass it: its keys become parameter names of the compiled code, so
 * a key that is not an identifier, or is a reserved word, is a syntax error for every block. The
 * `default` of a module namespace spread into the scope (`{ React, ...React }`, Docusaurus's
 * default, with the page's React being a namespace here) is the usual one.
 */
const RESERVED = new Set(['default', 'this', 'arguments', 'eval', 'function', 'class', 'new', 'return', 'import']);
const scope = Object.fromEntries(
  Object.entries(siteScope).filter(([name]) => /^[A-Za-z_$][\w$]*$/.test(name) && !RESERVED.has(name)),
);

function Header({ children }: { children: ReactNode }) {
  return createElement('div', { className: c.header }, children);
}

/** Docusaurus's Playground (theme-live-codeblock), with its headers, classes and defaults. */
function Playground({ code, language, metastring, position, titles }: LivePlaygroundProps) {
  const theme = usePrismTheme();
  const result = createElement(
    Fragment,
    { key: 'result' },
    createElement(Header, null, titles.result),
    createElement('div', { className: c.preview }, createElement(LivePreview), createElement(LiveError)),
  );
  const editor = createElement(
    Fragment,
    { key: 'editor' },
    createElement(Header, null, titles.liveEditor),
    createElement(LiveEditor, { className: c.editor }),
  );
  return createElement(
    'div',
    { className: c.container },
    createElement(
      LiveProvider,
      {
        code,
        noInline: metastring.includes('noInline'),
        transformCode: (source: string) => `${source};`,
        theme,
        scope,
        ...(language ? { language } : {}),
      },
      position === 'top' ? [result, editor] : [editor, result],
    ),
  );
}

/** The island's component: the site's swizzled Playground when it has one, else Docusaurus's. */
export default function LivePlayground(props: LivePlaygroundProps) {
  if (SitePlayground) {
    // What Docusaurus's CodeBlock gives the Playground of a live block: the code block's props.
    return createElement(
      SitePlayground as ComponentType<Record<string, unknown>>,
      {
        scope,
        live: true,
        metastring: props.metastring,
        ...(props.language ? { className: `language-${props.language}` } : {}),
      },
      `${props.code}\n`,
    );
  }
  return createElement(Playground, props);
}
