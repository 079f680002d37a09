/**
 * The docs kind (Docusaurus's plugin-content-docs): one content set per version, read from the
 * docs folder and the versioned layout, with sidebars and generated category pages.
 */
import path from 'node:path';
import { translateSidebars, translateVersionLabel } from '../../i18n/site-translations.ts';
import { createDocsRoutes } from '../../pipeline/create-routes.ts';
import { collectDocs } from '../collect-content.ts';
import { type ContentKind, countTranslated } from '../content-kind.ts';
import { docsInstanceConfigs, docsPluginIdOf, versionedPrefixOf } from '../docs-instances.ts';
import { versionedPathsOf } from '../docs-versions.ts';
import { createDocsPageData } from './page-data.ts';

export const docsKind: ContentKind = {
  name: 'docs',
  routeKinds: ['doc', 'category', 'docTags', 'docTag'],

  // Every docs plugin instance's (src/content/docs-instances.ts).
  watchPaths: (config) =>
    docsInstanceConfigs(config).flatMap((instance) => [
      instance.docsDir,
      ...(instance.sidebarFile ? [instance.sidebarFile] : []),
      // The versioned layout (versions.json, versioned_docs/, versioned_sidebars/) next to the config.
      ...versionedPathsOf(instance.siteDir, versionedPrefixOf(docsPluginIdOf(instance))),
    ]),

  load: (ctx) => collectDocs(ctx),

  // Each docs version reads its own file: current.json, version-<name>.json.
  translate: (locale, translations) => ({
    ...locale,
    content: {
      ...locale.content,
      docSets: locale.content.docSets.map((set) => {
        const messages = translations.docs[set.version.version]?.messages;
        if (!messages) return set;
        return {
          ...set,
          version: { ...set.version, label: translateVersionLabel(set.version.label, messages) },
          sidebars: translateSidebars(set.sidebars, messages),
        };
      }),
    },
  }),

  routes: ({ content }, { urls }) => createDocsRoutes(content, urls),

  sourceRoutes: ({ content }, { config, urls }, out) => {
    for (const set of content.docSets) {
      const { sourceDir, translationDir } = set.version;
      for (const doc of set.docs) {
        const route = urls.route(doc.route);
        out.routeOfFile[doc.file] = route;
        // With trailingSlash: false, Docusaurus's URL of an index doc has no `/` either.
        if (doc.directoryUrl && config.trailingSlash !== false)
          out.relativeBaseOfFile[doc.file] = route.replace(/\/?$/, '/');
        // In a translated locale, a link from a translated doc or from a fallback finds the doc
        // under either folder, whether or not this doc is translated.
        if (translationDir) {
          const source = doc.sourceFile ?? doc.file;
          out.routeOfFile[source] = route;
          out.routeOfFile[path.join(translationDir, path.relative(sourceDir, source))] = route;
        }
      }
    }
  },

  linkRoots: ({ content }) =>
    content.docSets.map((set) => [
      ...(set.version.translationDir ? [set.version.translationDir] : []),
      set.version.sourceDir,
    ]),

  markdownSources: ({ content }) => content.docs,

  fallbackRoutes: ({ content }) => content.docs.filter((doc) => doc.fallback).map((doc) => doc.route),

  translationCount: ({ content }) => countTranslated(content.docs, 'docs'),

  pageData: createDocsPageData,
};
