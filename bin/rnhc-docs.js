#!/usr/bin/env node
// Launcher: runs the compiled CLI (built by `npm install` through the prepare script).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// React's development build is several times slower at server rendering.
process.env.NODE_ENV ??= 'production';
const cli = new URL('../dist/node/cli.js', import.meta.url);
if (!existsSync(fileURLToPath(cli))) {
  process.stderr.write('rnhc-docs is not compiled yet: run `npm install` or `npm run compile` in its folder.\n');
  process.exit(2);
}
const { runCli } = await import(cli.href);
const code = await runCli(process.argv.slice(2), { guardProcess: true });
// Ended here, so a timer or interval the site's code left open cannot keep the process alive;
// the code is the command's own (site code cannot choose it: see src/util/site-code.ts).
process.exit(code);
