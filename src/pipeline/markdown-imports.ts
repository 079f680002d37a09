/**
 * A `.md` or `.mdx` file imported by a site component (`import Table from './_table.md'`, as
 * react-native-website's ReleasesTable does): Docusaurus's MDX loader makes it a React component
 * wherever it is imported. Doc and MDX pages compile their partials through the markdown pipeline
 * (src/markdown/mdx/render-mdx.ts); the bundles of React pages and of islands for the browser
 * compile them here, with MDX and GitHub's tables, lists and links (remark-gfm), as components.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { splitFrontMatter } from '../content/front-matter.ts';

/** The esbuild plugin compiling imported markdown files into React components. */
export function markdownImports(): Plugin {
  return {
    name: 'rnhc-markdown-imports',
    setup(build) {
      build.onLoad({ filter: /\.mdx?$/i }, async (args) => {
        const [{ compile }, { default: remarkGfm }] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
        const text = await readFile(args.path, 'utf8');
        // Front matter is blanked, its lines kept, so errors point at the file's own lines.
        const { body } = splitFrontMatter(text, args.path);
        try {
          const compiled = await compile(
            { path: args.path, value: body },
            { remarkPlugins: [remarkGfm], jsxImportSource: 'react', development: false },
          );
          return { contents: String(compiled.value), loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          const place = error as { line?: number; column?: number; reason?: string; message?: string };
          return {
            errors: [
              {
                text: `Cannot compile the imported markdown file: ${place.reason ?? place.message ?? String(error)}`,
                location: { file: args.path, line: place.line ?? 1, column: Math.max(0, (place.column ?? 1) - 1) },
              },
            ],
          };
        }
      });
    },
  };
}
