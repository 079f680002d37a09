import { z } from 'zod';

/** A path of the site, as `from` and `to` of a redirect take it (`/docs/old`). */
const sitePath = z.string().regex(/^\/(?!\/)[^\s?#]*$/, 'must be a path of the site such as /docs/old');

/**
 * `@docusaurus/plugin-client-redirects`' options: `redirects` (`{ from, to }`) and
 * `createRedirects` (a function of an existing path giving the old paths that lead to it, in a
 * JS/TS config). Each old path gets an HTML page that sends readers on (src/pipeline/output/client-redirects.ts).
 */
export const clientRedirectsSchema = z
  .strictObject({
    redirects: z
      .array(
        z.strictObject({
          from: z.union([sitePath, z.array(sitePath)]),
          /** A path of the site or an absolute URL. */
          to: z.union([sitePath, z.url({ protocol: /^https?$/ })]),
        }),
      )
      .default([]),
    createRedirects: z
      .custom<(existingPath: string) => string | string[] | null | undefined>((v) => typeof v === 'function', {
        message: 'must be a function',
      })
      .optional(),
    /** `['html']`: `/page.html` leads to `/page`. */
    fromExtensions: z.array(z.string()).default([]),
    /** `['html']`: `/page` leads to `/page.html` (when only that exists). */
    toExtensions: z.array(z.string()).default([]),
  })
  .optional();
