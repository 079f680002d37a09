import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { parseConfig, type ResolvedConfig } from '../../../src/config/load-config.ts';
import { collectContent } from '../../../src/content/collect-content.ts';
import type { SidebarNode } from '../../../src/content/types.ts';
import { RnhcError } from '../../../src/util/errors.ts';

/** Minimal valid config text; append YAML lines to it. */
export const BASE_CONFIG = 'title: Test Site\nurl: https://example.com\n';

/** A throw-away site folder: files written from a map, the config parsed from text. */
export interface TempSite {
  root: string;
  config: ResolvedConfig;
  /** Absolute path of a file of the site. */
  file(relativePath: string): string;
  cleanup(): Promise<void>;
}

/** Writes `files` (relative path → content) into a new temp folder. */
export async function writeTree(root: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [relativePath, content] of Object.entries(files)) {
    const full = path.join(root, relativePath);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

/** Creates a site in a temp folder and parses its config (as `rnhc-docs.config.yaml` in it). */
export async function createTempSite(
  files: Record<string, string | Uint8Array>,
  configText: string = BASE_CONFIG,
): Promise<TempSite> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'rnhc-unit-site-'));
  const configFile = path.join(root, 'rnhc-docs.config.yaml');
  await writeTree(root, { ...files, 'rnhc-docs.config.yaml': configText });
  return {
    root,
    config: parseConfig(configText, configFile),
    file: (relativePath) => path.join(root, relativePath),
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
}

/** Runs collectContent on a throw-away site and returns the error it throws. */
export async function collectError(files: Record<string, string>, config = BASE_CONFIG): Promise<RnhcError> {
  const site = await createTempSite(files, config);
  try {
    await collectContent(site.config);
  } catch (error) {
    expect(error).toBeInstanceOf(RnhcError);
    return error as RnhcError;
  } finally {
    await site.cleanup();
  }
  throw new Error('expected collectContent to throw');
}

/** Compact outline of a sidebar: doc ids, `link:href`, and `{ label: [...] }` for categories. */
export function outline(nodes: SidebarNode[]): unknown[] {
  return nodes.map((node) => {
    if (node.type === 'doc') return node.id;
    if (node.type === 'link') return `link:${node.href}`;
    if (node.type === 'html') return `html:${node.value}`;
    return { [node.label]: outline(node.items) };
  });
}
