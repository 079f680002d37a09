/**
 * rnhc-docs' own versions of small packages that Docusaurus configs import, used when the site's
 * copy is not installed (a site built without its node_modules): where the empty stub would lose
 * content, the stand-in does what the package does. Each is the CommonJS source of a module that
 * needs only Node's built-ins, so it loads wherever the config is evaluated (worker, main thread,
 * render threads).
 */

/** A stand-in: its module source, and what the build says it does instead of the package. */
export interface StandIn {
  source: string;
  does: string;
}

/**
 * remark-code-import (1.x; 0.x read the same `file=` meta): a code block whose meta has
 * `file=<path>[#L<from>[-L<to>]]` gets that file's lines as its code. The path is relative to the
 * markdown file, or starts with `<rootDir>` (the `rootDir` option, else the site folder: the
 * package takes the working directory, which is the site folder when Docusaurus builds from it);
 * files outside rootDir are refused unless `allowImportingFromOutside`, as the package does.
 */
const REMARK_CODE_IMPORT = `'use strict';
const fs = require('node:fs');
const path = require('node:path');

function walk(node, visit) {
  if (node.type === 'code') visit(node);
  if (Array.isArray(node.children)) for (const child of node.children) walk(child, visit);
}

// Bundled into the config's code, whose __dirname is the config's folder: the site folder.
const siteDir = typeof __dirname === 'string' ? __dirname : process.cwd();

function codeImport(options = {}) {
  const rootDir = options.rootDir || siteDir;
  return function transformer(tree, file) {
    walk(tree, (node) => {
      const meta = (node.meta || '').split(/\\s+/).find((part) => part.startsWith('file='));
      if (!meta) return;
      const match = /^file=(.+?)(?:#L(\\d+)(?:-L?(\\d*))?)?$/.exec(meta);
      if (!match) return;
      const [, target, from, to] = match;
      const dir = file.path ? path.dirname(file.path) : file.cwd;
      const abs = target.startsWith('<rootDir>')
        ? path.join(rootDir, target.slice('<rootDir>'.length))
        : path.resolve(dir, target);
      const relative = path.relative(rootDir, abs);
      if (!options.allowImportingFromOutside && (relative.startsWith('..') || path.isAbsolute(relative))) {
        throw new Error('Attempted to import code from "' + abs + '", which is outside of the rootDir "' + rootDir + '"');
      }
      const lines = fs.readFileSync(abs, 'utf8').split(/\\r?\\n/);
      const start = from ? Number(from) : 1;
      const end = from ? (to === undefined ? start : to === '' ? lines.length : Number(to)) : lines.length;
      let code = lines.slice(start - 1, end).join('\\n');
      if (!options.preserveTrailingNewline) code = code.replace(/\\n$/, '');
      if (options.removeRedundantIndentations) {
        const indents = code.split('\\n').filter((l) => l.trim()).map((l) => /^\\s*/.exec(l)[0].length);
        const cut = indents.length ? Math.min(...indents) : 0;
        code = code.split('\\n').map((l) => l.slice(cut)).join('\\n');
      }
      node.value = code;
    });
  };
}

module.exports = codeImport;
module.exports.default = codeImport;
module.exports.codeImport = codeImport;
`;

/** Stand-ins by package name. */
export const STAND_INS: Record<string, StandIn> = {
  'remark-code-import': {
    source: REMARK_CODE_IMPORT,
    does: "rnhc-docs' stand-in fills `file=` code blocks as the package does",
  },
};
