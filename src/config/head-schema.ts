import { z } from 'zod';

/**
 * The config keys that add tags to every page's `<head>`, named as Docusaurus names them:
 * `headTags`, `scripts`, `stylesheets`, `themeConfig.metadata`, and the analytics of the
 * classic preset (`gtag`, `googleAnalytics`; also the plugins' own options). Rendered by
 * src/pipeline/render/head-tags.ts, every value escaped.
 */

/** An attribute value: a string, or a boolean attribute (`async: true`). */
const attributeValue = z.union([z.string(), z.boolean(), z.number().transform(String)]);
/** Attribute names HTML can carry (a name that could break out of the tag is refused). */
const attributes = z.record(z.string().regex(/^[^\s"'<>/=]+$/, 'must be an HTML attribute name'), attributeValue);

/** `headTags`: `{ tagName, attributes, innerHTML }`, as Docusaurus's plugin lifecycle gives them. */
export const headTagsSchema = z
  .array(
    z.strictObject({
      tagName: z.string().regex(/^[a-z][a-z0-9-]*$/i, 'must be an HTML tag name such as link or meta'),
      attributes: attributes.default({}),
      /** The element's content as HTML (the config is trusted like code); not closable early in a script or style. */
      innerHTML: z.string().optional(),
    }),
  )
  .default([]);

/** `scripts`: a URL, or the `<script>`'s attributes with `src`. */
export const scriptsSchema = z
  .array(z.union([z.string(), attributes.refine((a) => typeof a.src === 'string', 'needs a src')]))
  .default([]);

/** `stylesheets`: a URL, or the `<link rel="stylesheet">`'s attributes with `href`. */
export const stylesheetsSchema = z
  .array(z.union([z.string(), attributes.refine((a) => typeof a.href === 'string', 'needs an href')]))
  .default([]);

/** `themeConfig.metadata`: each `<meta>`'s attributes (`{ name, content }`). */
export const metadataSchema = z.array(attributes).default([]);

/** The classic preset's `gtag` (or `@docusaurus/plugin-google-gtag`'s options). */
export const gtagSchema = z
  .strictObject({
    trackingID: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    anonymizeIP: z.boolean().default(false),
  })
  .optional();

/** The classic preset's `googleAnalytics` (or `@docusaurus/plugin-google-analytics`'s options). */
export const googleAnalyticsSchema = z
  .strictObject({ trackingID: z.string().min(1), anonymizeIP: z.boolean().default(false) })
  .optional();

/** `googleTagManager` (or `@docusaurus/plugin-google-tag-manager`'s options). */
export const googleTagManagerSchema = z.strictObject({ containerId: z.string().min(1) }).optional();
