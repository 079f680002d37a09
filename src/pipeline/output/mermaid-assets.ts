/**
 * Mermaid's own browser build (its ESM entry and the chunks it splits diagrams into), copied
 * under `assets/mermaid-<version>/` when the site turns diagrams on: pages with a diagram import
 * it (client/mermaid.ts), mermaid then loads only the chunks of the diagram types it draws.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { requireFromHere } from '../docusaurus-shims.ts';
import type { FileSink } from './write-output.ts';

/** The installed mermaid's dist folder and version. */
async function mermaidDist(): Promise<{ dir: string; version: string }> {
  const dir = path.dirname(requireFromHere.resolve('mermaid'));
  const pkg = JSON.parse(await readFile(path.join(dir, '..', 'package.json'), 'utf8')) as { version: string };
  return { dir, version: pkg.version };
}

/** Copies mermaid's browser build into the output; returns its module path, relative to the base URL. */
export async function copyMermaid(sink: FileSink): Promise<string> {
  const { dir, version } = await mermaidDist();
  const target = `assets/mermaid-${version}`;
  const chunks = path.join(dir, 'chunks', 'mermaid.esm.min');
  const files = (await readdir(chunks)).filter((file) => file.endsWith('.mjs'));
  await sink.copy(path.join(dir, 'mermaid.esm.min.mjs'), `${target}/mermaid.esm.min.mjs`);
  await Promise.all(
    files.map((file) => sink.copy(path.join(chunks, file), `${target}/chunks/mermaid.esm.min/${file}`)),
  );
  return `${target}/mermaid.esm.min.mjs`;
}
