/**
 * Every UI string of the theme, keyed by Docusaurus's translation ids (its code.json keys), with
 * our English wording. A site's `i18n/<locale>/code.json` overrides them per locale, so an existing
 * Docusaurus translation works unchanged. Strings Docusaurus has no key for use keys of our own
 * under the component's name (`theme.PageActions.*`, `theme.SearchDialog.*`). `{name}` marks a
 * placeholder; `a|b` marks plural forms (Intl.PluralRules order: one, other, ...).
 * The descriptions written into code.json live in src/i18n (the client never needs them).
 *
 * The strings come in groups by where they are used, so that each browser bundle carries the
 * English defaults it needs and no others (the page's entry is on every first load): the theme's
 * pages, the search box, the search dialog (its lazy chunk), the page actions menu (its lazy
 * chunk), the markdown's (rendered at build time, never looked up in the browser) and the other
 * strings only the build looks up.
 */
/** The search box in the navbar, shared by the page (its button and load error) and the search dialog. */
export const searchBarStrings = {
  'theme.SearchBar.label': 'Search',
  'theme.SearchBar.loadErrorText': 'Search could not be loaded.',
  'theme.SearchBar.retryButtonLabel': 'Retry',
} as const;

/** What the theme's React pages and the entry's DOM code show: every page's first load carries these. */
export const pageStrings = {
  // Layout
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  'theme.AnnouncementBar.regionAriaLabel': 'Announcement',
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.navbar.mobileVersionsDropdown.label': 'Versions',
  'theme.navbar.dropdown.openMenuLabel': 'Open the {label} menu',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode (currently {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'dark mode',
  'theme.colorToggle.ariaLabel.mode.light': 'light mode',
  'theme.colorToggle.ariaLabel.mode.system': 'system mode',
  'theme.IconExternalLink.ariaLabel': '(opens in new tab)',
  'theme.ProgressBar.ariaLabel': 'Loading page',
  // Docs
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel': "Toggle the collapsible sidebar category '{label}'",
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.docs.DocCard.categoryLabel': 'Category:',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.docs.versions.unreleasedVersionLabel':
    'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel':
    'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel':
    'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  // Markdown content (rendered at build time)
  'theme.CodeBlock.copied': 'Copied',
  // Page actions
  'theme.PageActions.toggleLabel': 'Page actions',
  // Blog
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.readingTime.plurals': '{readingTime} min read',
  'theme.blog.post.plurals': 'One post|{count} posts',
  'theme.blog.post.unlistedNotice': 'This post is unlisted: only readers with the link can find it.',
  'theme.blog.sidebar.navAriaLabel': 'Recent blog posts',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.tags.tagsPageLink': 'View all tags',
  // Not found and crash pages
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1':
    'We could not find the page you were looking for. It may have moved, or the link that brought you here may be out of date.',
  'theme.NotFound.p2': 'Start again from {homeLink}, or use the navigation above.',
  'theme.NotFound.homeLinkLabel': 'the home page',
  'theme.ErrorPageContent.title': 'This page crashed.',
  'theme.ErrorPageContent.tryAgain': 'Try again',
  'theme.ErrorPageContent.cause': 'Cause: {message}',
  'theme.ErrorPageContent.documentTitle': 'Page Error',
  ...searchBarStrings,
} as const;

/** The search dialog's, in its lazy chunk (client/search). */
export const searchDialogStrings = {
  'theme.SearchModal.placeholder': 'Search docs',
  'theme.SearchModal.searchBox.searchInputLabel': 'Search the documentation',
  'theme.SearchModal.footer.closeText': 'Close',
  'theme.SearchDialog.resultsRegionLabel': 'Results',
  'theme.SearchDialog.resultsLabel': 'Search results',
  'theme.SearchModal.startScreen.recentSearchesTitle': 'Recent searches',
  'theme.SearchDialog.emptyQueryText': 'Search for a method, a permission or a topic.',
  'theme.SearchDialog.loadingText': 'Loading the search index…',
  'theme.SearchModal.errorScreen.titleText':
    'The search index could not be loaded. Check your connection and try again.',
  'theme.SearchDialog.noResultsText': 'No results for “{query}”',
  'theme.SearchDialog.resultCount.plurals': '1 result|{count} results',
  'theme.SearchDialog.allVersionsLabel': 'All versions (this page: {versionLabel})',
  'theme.SearchDialog.footer.moveText': 'to move',
  'theme.SearchDialog.footer.openText': 'to open',
  'theme.SearchDialog.footer.closeText': 'to close',
  // The search page (client/search/search-page.ts; the build titles the page with the first).
  'theme.SearchPage.emptyResultsTitle': 'Search the documentation',
  'theme.SearchPage.existingResultsTitle': 'Search results for "{query}"',
  ...searchBarStrings,
} as const;

/** The page actions menu's, in its lazy chunk (client/page-actions); its toggle is the page's. */
export const pageActionsStrings = {
  'theme.PageActions.copy': 'Copy page',
  'theme.PageActions.copyHint': 'The page as Markdown, for an assistant',
  'theme.PageActions.view': 'View as Markdown',
  'theme.PageActions.viewHint': 'This page as plain Markdown',
  'theme.PageActions.chatgpt': 'Open in ChatGPT',
  'theme.PageActions.chatgptHint': 'Ask ChatGPT about this page',
  'theme.PageActions.claude': 'Open in Claude',
  'theme.PageActions.claudeHint': 'Ask Claude about this page',
  'theme.PageActions.copied': 'Copied',
  'theme.PageActions.copiedStatus': 'Page copied to the clipboard as Markdown',
  'theme.PageActions.copyFailed': 'Could not copy the page',
} as const;

/** The markdown's, rendered into the HTML at build time: headings' links, code blocks' copy button, admonitions. */
export const markdownStrings = {
  'theme.common.headingLinkTitle': 'Direct link to {heading}',
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.admonition.caution': 'Caution',
  'theme.admonition.important': 'Important',
  // Live code blocks' headers (theme-live-codeblock), which travel in each block's props.
  'theme.Playground.result': 'Result',
  'theme.Playground.liveEditor': 'Live Editor',
} as const;

/**
 * Looked up at build time only (page titles and the untranslated-page notice the build writes into
 * page data), or by no component: Docusaurus keys kept so that code.json carries them for translators.
 */
export const buildStrings = {
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'theme.docs.DocCard.categoryDescription.plurals': '1 item|{count} items',
  'theme.docs.untranslated.message': 'This page is not translated yet: it is shown in its original language.',
  'theme.docs.untranslated.originalLink': 'Read the original',
  'theme.contentVisibility.unlistedBanner.title': 'Unlisted page',
  'theme.contentVisibility.unlistedBanner.message':
    'This page is unlisted. Search engines will not index it, and only readers with a direct link can reach it.',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.description': 'Archive',
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.author.pageTitle': '{authorName} - {nPosts}',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.docs.tagDocListPageTitle.nDocsTagged': 'One doc tagged|{count} docs tagged',
  'theme.docs.tagDocListPageTitle': '{nDocsTagged} with "{tagName}"',
} as const;

/**
 * Every theme string. (Pure: a browser bundle that only looks up one group leaves the others out.)
 */
export const themeStrings = /* @__PURE__ */ Object.assign(
  {},
  pageStrings,
  searchDialogStrings,
  pageActionsStrings,
  markdownStrings,
  buildStrings,
) as typeof pageStrings &
  typeof searchDialogStrings &
  typeof pageActionsStrings &
  typeof markdownStrings &
  typeof buildStrings;

/** A theme string's key. */
export type ThemeStringKey = keyof typeof themeStrings;

/** Whether a code.json key is one of the theme's strings. */
export function isThemeStringKey(key: string): key is ThemeStringKey {
  return Object.hasOwn(themeStrings, key);
}

/** A key of the strings the theme's pages show (`pageStrings`). */
export type PageStringKey = keyof typeof pageStrings;
