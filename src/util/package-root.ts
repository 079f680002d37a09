import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: { root: string; version: string } | undefined;

/** The rnhc-docs package folder and version, found from this module (works from src/ and dist/). */
export function packageInfo(): { root: string; version: string } {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (json.name === 'rnhc-docs') {
        cached = { root: dir, version: json.version ?? '0.0.0' };
        return cached;
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('rnhc-docs package.json not found');
    dir = parent;
  }
}
