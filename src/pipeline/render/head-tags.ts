/**
 * The tags the config adds to every page's `<head>` (src/config/head-schema.ts), as Docusaurus
 * writes them: `headTags`, `themeConfig.metadata`, `stylesheets`, `scripts`, and the snippets of
 * its analytics plugins (gtag.js, analytics.js, Google Tag Manager). Attribute values are escaped;
 * IDs inside inline scripts are JSON for scripts (no `</script>` can end them early).
 */
import type { Config } from '../../config/schema.ts';
import { escapeHtml, jsonForScript } from '../../util/html.ts';

type Attributes = Record<string, string | boolean>;

/** Elements without an end tag. */
const VOID = new Set(['base', 'link', 'meta', 'br', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

/** One element: boolean attributes written bare (true) or left out (false). */
export function renderTag(tagName: string, attributes: Attributes, innerHTML?: string): string {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  const tag = tagName.toLowerCase();
  if (VOID.has(tag)) return `<${tag}${attrs}>`;
  // The content of a script or style cannot close it early (the HTML parser would end it there).
  const content = /^(script|style)$/.test(tag)
    ? (innerHTML ?? '').replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1')
    : (innerHTML ?? '');
  return `<${tag}${attrs}>${content}</${tag}>`;
}

/** The analytics snippets, as Docusaurus's gtag, google-analytics and tag-manager plugins write them. */
function analyticsTags(config: Pick<Config, 'gtag' | 'googleAnalytics' | 'googleTagManager'>): string[] {
  const tags: string[] = [];
  if (config.gtag) {
    const ids = Array.isArray(config.gtag.trackingID) ? config.gtag.trackingID : [config.gtag.trackingID];
    const options = config.gtag.anonymizeIP ? '{ anonymize_ip: true }' : '{}';
    tags.push(
      renderTag('link', { rel: 'preconnect', href: 'https://www.google-analytics.com' }),
      renderTag('link', { rel: 'preconnect', href: 'https://www.googletagmanager.com' }),
      renderTag('script', {
        async: true,
        src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0] as string)}`,
      }),
      renderTag(
        'script',
        {},
        `window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());${ids
          .map((id) => `gtag('config', ${jsonForScript(id)}, ${options});`)
          .join('')}`,
      ),
    );
  }
  if (config.googleAnalytics) {
    const { trackingID, anonymizeIP } = config.googleAnalytics;
    tags.push(
      renderTag('link', { rel: 'preconnect', href: 'https://www.google-analytics.com' }),
      renderTag(
        'script',
        {},
        `window.ga = window.ga || function () { (ga.q = ga.q || []).push(arguments) }; ga.l = +new Date;ga('create', ${jsonForScript(trackingID)}, 'auto');${anonymizeIP ? "ga('set', 'anonymizeIP', true);" : ''}ga('send', 'pageview');`,
      ),
      renderTag('script', { async: true, src: 'https://www.google-analytics.com/analytics.js' }),
    );
  }
  if (config.googleTagManager) {
    const id = jsonForScript(config.googleTagManager.containerId);
    tags.push(
      renderTag(
        'script',
        {},
        `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${id});`,
      ),
    );
  }
  return tags;
}

/**
 * The extra `<head>` HTML of every page, or '' when the config adds none. `metadata` is the
 * theme's (`themeConfig.metadata`).
 */
export function createHeadHtml(
  config: Pick<Config, 'headTags' | 'scripts' | 'stylesheets' | 'gtag' | 'googleAnalytics' | 'googleTagManager'> & {
    themeConfig: Pick<Config['themeConfig'], 'metadata'>;
  },
): string {
  const tags = [
    ...config.themeConfig.metadata.map((attributes) => renderTag('meta', attributes)),
    ...config.headTags.map((tag) => renderTag(tag.tagName, tag.attributes, tag.innerHTML)),
    ...config.stylesheets.map((sheet) =>
      renderTag(
        'link',
        typeof sheet === 'string' ? { rel: 'stylesheet', href: sheet } : { rel: 'stylesheet', ...sheet },
      ),
    ),
    ...config.scripts.map((script) => renderTag('script', typeof script === 'string' ? { src: script } : script)),
    ...analyticsTags(config),
  ];
  return tags.join('\n');
}
