/**
 * rnhc-docs' own copy of a package the site lacks (a site built without its node_modules), when
 * it can stand for the site's: a package.json of the site (its folder or a parent: a monorepo's
 * root) declares it, and rnhc-docs' copy is caret-compatible with the lowest version declared.
 * Another major version has another API (unist-util-visit 2 exports a function, 5 a named
 * `visit`), and a package the site does not
 * declare came with another package (react-native-elements' remark plugin requires
 * unist-util-visit-parents 3, Docusaurus's dependency): the caller stubs those instead.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';

const requireFromHere = createRequire(import.meta.url);

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The range a package.json at or above `fromDir` declares for `name` (any dependency kind). */
function declaredRange(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      for (const kind of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']) {
        const range = manifest[kind]?.[name];
        if (typeof range === 'string') return range;
      }
    } catch {
      // No package.json here (or not JSON): keep going up.
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The version of rnhc-docs' copy of a package (from the package.json above its resolved entry). */
function ownVersion(name: string, resolved: string): string | undefined {
  for (let dir = path.dirname(resolved); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === name) return manifest.version;
    } catch {
      // No package.json here: keep going up.
    }
  }
  return undefined;
}

/**
 * The file rnhc-docs resolves `specifier` to, when its copy of the package may stand for the
 * site's (see above); undefined when rnhc-docs has none or the site declares a version it does not
 * satisfy. `fromDir`: the folder of the importing file (its package.json declares the range).
 */
export function resolveOwnPackage(specifier: string, fromDir: string): string | undefined {
  let resolved: string;
  try {
    resolved = requireFromHere.resolve(specifier);
  } catch {
    return undefined;
  }
  if (!path.isAbsolute(resolved)) return resolved; // a built-in
  const name = packageNameOf(specifier);
  const range = declaredRange(name, fromDir);
  if (range === undefined) return undefined;
  const validRange = semver.validRange(range);
  // A range semver cannot read (`workspace:*`, a git URL, a path) says nothing about the API.
  if (validRange === null) return resolved;
  const version = ownVersion(name, resolved);
  // The same API is what matters, not the exact copy: a site pinning yaml 2.9.0 reads its data with
  // yaml 2.9.1 alike. So the copy stands in when it is caret-compatible with the lowest version
  // the range allows (same major; same minor below 1.0).
  const lowest = semver.minVersion(validRange);
  if (version === undefined || lowest === null || semver.satisfies(version, `^${lowest.version}`)) return resolved;
  return undefined;
}
