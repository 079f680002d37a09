/**
 * Islands: a site component used in MDX (imported from `@site/...` or a relative path) is
 * server-rendered inside a wrapper that records what the browser needs to hydrate it on its own,
 * while the rest of the page stays static HTML:
 *
 *   <rnhc-island data-module="/assets/islands/Counter.<hash>.js" data-export="default">
 *     <script type="application/json">{"start":1}</script>     (props, see jsonForScript)
 *     <rnhc-island-root>…the component's HTML…</rnhc-island-root>
 *   </rnhc-island>
 *
 * MDX children of the component are rendered inside `<rnhc-children>`: static HTML the browser
 * reads back from the DOM (not shipped twice). Props that JSON cannot carry (functions, React
 * elements other than the children, class instances...) keep the island static, with a warning.
 * The client (client/islands.ts) loads the module and hydrates the root (client/islands-runtime.tsx).
 */
import { type ComponentType, createContext, createElement, isValidElement, type ReactNode, useContext } from 'react';
import { CODE_TAG, LINE_PROP } from '../../src/shared/island-names.ts';
import { jsonForScript } from '../../src/shared/script-json.ts';
import { PageRuntimeContext } from './index.tsx';
import { type MdxRuntime, MdxRuntimeContext } from './theme-components.tsx';

/** What the renderer of a page gives islands: where to report props that cannot be serialised. */
export interface IslandRender {
  warn(message: string, line: number | undefined): void;
}

/** Provided by the MDX renderer around a page's content; absent, islands render static. */
export const IslandRenderContext = createContext<IslandRender | null>(null);

/** Why a value cannot be sent to the browser as JSON props, or undefined when it can. */
export function unserialisable(value: unknown, where = 'props'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : `${where} is ${value}`;
  if (value === undefined) return undefined; // dropped, as JSON drops it (the component sees undefined either way)
  if (typeof value === 'function') return `${where} is a function`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return `${where} is a ${typeof value}`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      if (item === undefined) return `${where}[${index}] is undefined`;
      const why = unserialisable(item, `${where}[${index}]`);
      if (why) return why;
    }
    return undefined;
  }
  const proto = Object.getPrototypeOf(value);
  if ((value as { $$typeof?: unknown }).$$typeof !== undefined) return `${where} is a React element`;
  if (proto !== Object.prototype && proto !== null) return `${where} is a ${proto?.constructor?.name ?? 'object'}`;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const why = unserialisable(item, `${where}.${key}`);
    if (why) return why;
  }
  return undefined;
}

/** The props as the island's inline JSON (`</script>`, `<!--`, U+2028 escaped). */
export function islandPropsJson(props: Record<string, unknown>): string {
  return jsonForScript(props);
}

/** The line the MDX compile recorded (a string attribute). */
function lineOf(value: unknown): number | undefined {
  const line = Number(value);
  return Number.isInteger(line) && line > 0 ? line : undefined;
}

/**
 * The MDX runtime inside an island, as the browser has it (client/islands-runtime.tsx): tab ids
 * counted from the island's start, and `<CodeBlock>`'s HTML in an element hydration keeps.
 */
function hydratableRuntime(mdx: MdxRuntime | null): MdxRuntime {
  let id = 0;
  return {
    nextId: () => ++id,
    highlight(code, lang, meta) {
      const node = mdx?.highlight(code, lang, meta);
      // The MDX renderer's placeholder carries the block's HTML (render-mdx.ts).
      const html = isValidElement(node) ? (node.props as { 'data-html'?: unknown })['data-html'] : undefined;
      // biome-ignore lint/security/noDangerouslySetInnerHtml: shiki's HTML of the block, as MDX code renders.
      return createElement(CODE_TAG, { dangerouslySetInnerHTML: { __html: typeof html === 'string' ? html : '' } });
    },
  };
}

/** A component: a function, or a `memo`/`forwardRef`/`lazy` object. */
function isComponent(value: unknown): value is ComponentType<Record<string, unknown>> {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && typeof (value as { $$typeof?: unknown }).$$typeof === 'symbol')
  );
}

/** Wraps a site component so that, rendered in MDX, it becomes an island. */
export function island(
  Component: ComponentType<Record<string, unknown>>,
  options: {
    module: string | undefined;
    exportName: string;
    source: string;
    /**
     * The site's swizzled `src/theme/Root` (providers Docusaurus renders around the whole app), from
     * the same bundle as the component (so a context the Root provides is the one it reads): the
     * island renders inside it, at build time and when it hydrates (client/islands-runtime.tsx).
     */
    root?: ComponentType<{ children?: ReactNode }> | undefined;
  },
): ComponentType<Record<string, unknown>> {
  function Island(all: Record<string, unknown>): ReactNode {
    const render = useContext(IslandRenderContext);
    const page = useContext(PageRuntimeContext);
    const mdx = useContext(MdxRuntimeContext);
    const Root = options.root;
    const inRoot = (node: ReactNode): ReactNode => (Root ? createElement(Root, null, node) : node);
    const { [LINE_PROP]: line, children, ...props } = all;
    const name = Component.displayName ?? (Component as { name?: string }).name ?? options.exportName;
    const staticRender = () =>
      inRoot(createElement(Component, { ...props, ...(children !== undefined ? { children } : {}) }));
    if (!render) return staticRender();
    if (!options.module) {
      render.warn(
        `<${name}> (${options.source}) is rendered static, not hydrated: it was not found when the site's components were bundled for the browser`,
        lineOf(line),
      );
      return staticRender();
    }
    // A render prop (`{(flavor) => ...}` as children) is called by the component: it has to run
    // here, as written, and cannot reach the browser.
    const why = unserialisable(props) ?? (typeof children === 'function' ? 'children is a function' : undefined);
    if (why) {
      render.warn(
        `<${name}> (${options.source}) is rendered static, not hydrated: its props cannot be sent to the browser (${why})`,
        lineOf(line),
      );
      return staticRender();
    }
    return createElement(
      'rnhc-island',
      {
        'data-module': options.module,
        'data-export': options.exportName,
        ...(page ? { 'data-path': page.path } : {}),
      },
      createElement('script', {
        type: 'application/json',
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by jsonForScript.
        dangerouslySetInnerHTML: { __html: islandPropsJson(props) },
      }),
      createElement(
        'rnhc-island-root',
        null,
        createElement(
          MdxRuntimeContext.Provider,
          { value: hydratableRuntime(mdx) },
          inRoot(
            createElement(Component, {
              ...props,
              ...(children !== undefined ? { children: staticChildren(children) } : {}),
            }),
          ),
        ),
      ),
    );
  }
  Island.displayName = `Island(${Component.displayName ?? (Component as { name?: string }).name ?? options.exportName})`;
  return Island;
}

/**
 * MDX children as the island renders them: static HTML in `<rnhc-children>`. Several children stay
 * an array, each in its own `<rnhc-children data-index>`, so a component that shows `children[0]`
 * and `children[1]` apart (gesture-handler's `Step`) gets them as in Docusaurus; the browser reads
 * each back (client/islands-runtime.tsx).
 */
function staticChildren(children: unknown): ReactNode {
  if (Array.isArray(children) && children.length > 1) {
    return children.map((child, index) =>
      createElement('rnhc-children', { key: index, 'data-index': index }, child as ReactNode),
    );
  }
  return createElement('rnhc-children', null, children as ReactNode);
}

/**
 * A site module imported by MDX, with its components wrapped as islands: the default export and
 * the capitalised named exports that are components (a lowercase export is a helper or data, and
 * stays what it is). Other exports are passed through.
 */
export function islandModule(
  module: Record<string, unknown>,
  url: string | undefined,
  source: string,
  root?: ComponentType<{ children?: ReactNode }>,
): Record<string, unknown> {
  const wrapped: Record<string, unknown> = { __esModule: true };
  // A CommonJS module that is the component itself (`module.exports = Counter`).
  if (isComponent(module)) {
    wrapped.default = island(module, { module: url, exportName: 'default', source, root });
    return wrapped;
  }
  for (const key of Object.keys(module)) {
    if (key === '__esModule') continue;
    const value = module[key];
    wrapped[key] =
      (key === 'default' || /^[A-Z]/.test(key)) && isComponent(value)
        ? island(value, { module: url, exportName: key, source, root })
        : value;
  }
  return wrapped;
}
