/**
 * A site component that renders itself without end does not overflow the stack under React's
 * server renderer: on "Maximum call stack size exceeded" React starts a new task with a fresh
 * stack and goes on (so deep trees render), which for an endless recursion means allocating
 * until the heap is gone (4 GB after 77 s, no file named). So the site's own components are
 * rendered through a JSX runtime that counts how deep they nest (a context per site component;
 * the theme's components are left as they are) and stops at a depth no page reaches, naming
 * the component; the render's time limit (site-code.ts) covers what this does not see.
 */
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { FunctionComponent } from 'react';
import { ContentError } from '../../util/errors.ts';
import { runSiteCode } from '../../util/site-code.ts';
import { requireFromHere } from '../docusaurus-shims.ts';

/** The module id site components' `react/jsx-runtime` imports resolve to. */
export const TRACKED_JSX_RUNTIME = 'rnhc-docs:tracked-jsx-runtime';
/** Site components nested deeper than this are an endless recursion. */
export const MAX_NESTING = 500;

/** The component that nested too deep in the current render, if one did. */
let runaway: string | undefined;

/**
 * Resolves `react/jsx-runtime` of the site's own component files (not its packages, not MDX) to
 * the counting runtime; the require function given to the bundle maps it with {@link requireTracked}.
 */
export function nestingGuardPlugin(siteDir: string): Plugin {
  const root = path.resolve(siteDir) + path.sep;
  return {
    name: 'rnhc-nesting-guard',
    setup(build) {
      build.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) => {
        const importer = args.importer;
        if (!path.isAbsolute(importer) || !importer.startsWith(root)) return undefined;
        if (importer.includes(`${path.sep}node_modules${path.sep}`) || /\.mdx?$/i.test(importer)) return undefined;
        return { path: TRACKED_JSX_RUNTIME, external: true };
      });
    },
  };
}

type JsxRuntime = {
  jsx: (type: unknown, props: unknown, key?: unknown) => unknown;
  jsxs: (type: unknown, props: unknown, key?: unknown) => unknown;
  Fragment: unknown;
};

let tracked: JsxRuntime | undefined;
/** Components of the theme (never wrapped: they may compare their children's types). */
let theme: Set<unknown> | undefined;

/** The counting JSX runtime; `runtime` is the theme's module (its components are not counted). */
export function requireTracked(runtime: object): JsxRuntime {
  theme ??= new Set(Object.values(runtime));
  if (tracked) return tracked;
  const React = requireFromHere('react') as typeof import('react');
  const real = requireFromHere('react/jsx-runtime') as JsxRuntime;
  const Depth = React.createContext(0);
  const wrappers = new WeakMap<object, FunctionComponent<Record<string, unknown>>>();
  const wrap = (type: unknown): unknown => {
    if (typeof type !== 'function' || theme?.has(type)) return type;
    // Class components have their own render path; the time limit covers them.
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent) return type;
    let wrapper = wrappers.get(type);
    if (!wrapper) {
      const component = type as FunctionComponent<Record<string, unknown>>;
      const name = component.displayName || component.name || 'anonymous';
      wrapper = (props) => {
        const depth = React.useContext(Depth);
        if (depth >= MAX_NESTING) {
          runaway ??= name;
          throw new Error(`<${name}> is nested ${MAX_NESTING} site components deep`);
        }
        return React.createElement(Depth.Provider, { value: depth + 1 }, React.createElement(component, props));
      };
      wrapper.displayName = name;
      wrappers.set(type, wrapper);
    }
    return wrapper;
  };
  tracked = {
    jsx: (type, props, key) => real.jsx(wrap(type), props, key),
    jsxs: (type, props, key) => real.jsxs(wrap(type), props, key),
    Fragment: real.Fragment,
  };
  return tracked;
}

/**
 * Renders site code (`renderToString` of a page) with the time limit and the nesting guard: a
 * component that nested without end fails the render naming it, even where a Suspense boundary
 * would have swallowed the error.
 */
export function renderSiteCode(file: string, render: () => string): string {
  runaway = undefined;
  let html: string | undefined;
  let failure: unknown;
  try {
    html = runSiteCode(file, 'rendering it', render);
  } catch (error) {
    failure = error;
  }
  const name = runaway;
  runaway = undefined;
  if (name) {
    throw new ContentError(
      `the component <${name}> renders itself without end (it is nested ${MAX_NESTING} site components deep)`,
      { file, hint: `Give the recursion an end (a condition that stops rendering <${name}>).` },
    );
  }
  if (failure !== undefined) throw failure;
  return html as string;
}
