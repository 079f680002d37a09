import type { ContentModel } from '../../content/types.ts';
import { createSearchIndex } from '../../search/create-search-index.ts';
import type { SearchDocument } from '../../search/types.ts';
import type { SiteData } from '../../shared/types.ts';
import type { VersionRenderData } from '../render/render-route.ts';
import { resolveVersionSidebars, searchIndexHrefOf, siteForVersion, type UrlResolver } from '../resolve-site.ts';
import { siteDataScript } from './client-assets.ts';
import type { FileSink } from './write-output.ts';

/**
 * What the pages of each docs version differ by (docs/architecture.md: the build is a product of sets).
 * Each version's pages load a site data script with that version's sidebars only, so a page never
 * ships the sidebars of ten versions; the last version's is the one written with the client assets.
 */
export async function writeVersionData(options: {
  site: SiteData;
  /** URL of the last version's site data script (written with the client assets). */
  siteDataHref: string;
  content: ContentModel;
  urls: UrlResolver;
  writer: FileSink;
}): Promise<Record<string, VersionRenderData>> {
  const { site, content, urls } = options;
  const sidebars = resolveVersionSidebars(content, urls);
  const result: Record<string, VersionRenderData> = {};
  for (const set of content.docSets) {
    const { version } = set;
    const versionSite = siteForVersion(site, version.version, sidebars);
    let siteData = options.siteDataHref;
    if (versionSite !== site) {
      const script = siteDataScript(versionSite);
      await options.writer.write(script.file, script.text);
      siteData = site.baseUrl + script.file;
    }
    result[version.version] = { site: versionSite, siteData, noIndex: version.noIndex };
  }
  return result;
}

/**
 * Writes one search index per docs version: the last version's (`search-index.json`) also holds
 * every page outside the docs, the others only their own docs (`search-index-<version>.json`).
 */
export async function writeSearchIndexes(options: {
  documents: SearchDocument[];
  content: ContentModel;
  /** `search-index.json`, relative to the output folder. */
  file: string;
  writer: FileSink;
}): Promise<void> {
  const byFile = new Map<string, SearchDocument[]>([[options.file, []]]);
  const fileOf = new Map<string, string>();
  for (const { version } of options.content.docSets) {
    const file = searchIndexHrefOf(options.file, version);
    fileOf.set(version.version, file);
    if (!byFile.has(file)) byFile.set(file, []);
  }
  for (const document of options.documents) {
    const file = (document.version !== undefined ? fileOf.get(document.version) : undefined) ?? options.file;
    byFile.get(file)?.push(document);
  }
  await Promise.all(
    [...byFile].map(([file, documents]) =>
      options.writer.write(decodeURIComponent(file), createSearchIndex(documents)),
    ),
  );
}
