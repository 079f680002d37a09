import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The fast tier (`npm run test:unit`): pure tests of modules, no fixture builds, no servers, no
 * browser. Left to the full run (`npm test`): the unit files that sweep the whole project site or
 * large generated inputs (every code block through two highlighters, every doc through the block
 * memo, the search ranking over the built site, the hardening limits).
 */
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/unit/**/*.test.{ts,tsx}'],
    exclude: [
      ...(base.test?.exclude ?? []),
      'test/unit/markdown/block-memo.test.ts',
      'test/unit/markdown/dual-theme.test.ts',
      'test/unit/markdown/hardening-markdown.test.ts',
      'test/unit/search/ranking.test.ts',
    ],
  },
});
