import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import pkg from './package.json';
import {RELEASE_DATE, guideDate, placeholderSettings, readSite, readSubprocessors, siteLinks} from './src/site';
import {buildServices} from './src/buildServices';
import {darkCodeTheme, lightCodeTheme} from './src/codeThemes';
import {htmlTemplate} from './src/htmlTemplate';
import {lastUpdateFromGit} from './src/gitWorktree';
import remarkFormulas from './src/remark/formulas';
import remarkLawFigureTables from './src/remark/lawFigureTables';
import remarkLawLinks from './src/remark/lawLinks';
import rehypeReadableTables from './src/components/ScrollableTable/rehypeReadableTables';
import headingAliases from './src/plugins/help-links/lib/headingAliases';

// Product constants (names, URLs, contacts), overridable by SITE_* environment variables.
const site = readSite(process.env);
const links = siteLinks(site);
// The providers that process data for the company, listed in the terms of the system (SITE_SUBPROCESSORS).
const subprocessors = readSubprocessors(process.env);
// The settings that still show a placeholder: while there is one, every page says that this is a demo
// build whose company details are examples (the footer, the top of each legal page); `npm run
// build:release` refuses to build with any.
const placeholders = placeholderSettings(process.env).map(({variable}) => variable);
// The release shown in the navbar chip, the footer and the announcement bar, and the day it came out.
const version = pkg.version;
const releaseDate = guideDate(RELEASE_DATE);
// What the build talks to (src/buildServices.ts): Google Analytics with the reader's consent
// (GTAG_TRACKING_ID), the search (offline, Algolia, or ALGOLIA_HOST), the feedback service (SITE_FEEDBACK_URL).
const services = buildServices(process.env);
const {gtagTrackingId, search} = services;
// `docusaurus start` has no built HTML: the search plugin renders the Markdown into this folder,
// which the dev server serves as static files.
const devSearchDir = process.env.NODE_ENV === 'development' ? '.docusaurus/search-records' : undefined;
// The guide's MCP server (services/mcp), named in llms.txt: <SITE_URL>/mcp, as deploy/nginx/guide.conf
// serves it; SITE_MCP_URL replaces it, and set empty names none (a host that does not run it).
const mcpUrl = process.env.SITE_MCP_URL === undefined ? `${site.siteUrl}/mcp` : process.env.SITE_MCP_URL.trim() || undefined;

const config: Config = {
  title: site.productName,
  tagline: 'בודק את השכר ביסודיות, במהירות ובזול בעזרת מנוע בינה מלאכותית מתקדם',
  favicon: 'img/favicon.svg',
  url: site.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  // Pages' last-update dates come from Git; a copy of the sources without `.git` builds without them.
  future: {v4: true, experimental_vcs: lastUpdateFromGit(__dirname)},
  // Pages paint before the scripts run (src/htmlTemplate.ts).
  ssrTemplate: htmlTemplate,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'}},

  i18n: {
    defaultLocale: 'he',
    locales: ['he'],
    localeConfigs: {he: {label: 'עברית', direction: 'rtl', htmlLang: 'he'}},
  },

  customFields: {version, releaseDate: RELEASE_DATE, site, subprocessors, demo: placeholders.length > 0 ? {placeholders} : null, ...services.customFields},
  staticDirectories: ['static', ...(devSearchDir ? [devSearchDir] : [])],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // "עריכת הדף" only to a real repository: a demo build's (SITE_REPO_URL left as its placeholder) leads nowhere.
          editUrl: placeholders.includes('SITE_REPO_URL') ? undefined : `${site.repoUrl}/edit/main/`,
          showLastUpdateTime: true,
          // The tables of dated legal figures come from src/data/lawFigures.ts (src/remark/lawFigureTables.ts);
          // worked formulas stay on one line per side of "=" on a phone (src/remark/formulas.ts).
          remarkPlugins: [remarkLawFigureTables, remarkFormulas],
          versions: {current: {label: 'Next'}},
          rehypePlugins: [rehypeReadableTables],
          // A heading given a stable Latin id (help links) keeps answering to its Hebrew anchor; a link to a law
          // (law:hoursOfWork) gets the address of its official text before Docusaurus reads the page's links (src/remark/lawLinks.ts).
          beforeDefaultRemarkPlugins: [headingAliases, remarkLawLinks],
        },
        pages: {rehypePlugins: [rehypeReadableTables]},
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        // /print repeats the whole guide (src/plugins/print-guide), /markdown-page is for the guide's writers
        // (noindex too): neither is a page for search engines.
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/print', '/markdown-page']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./src/plugins/search-records/index.ts', {devStaticDir: devSearchDir}],
    './src/plugins/search/index.ts',
    './src/plugins/security-headers/index.ts',
    './src/plugins/font-preload/index.ts',
    './src/plugins/code-highlighter/index.ts',
    './src/plugins/announcement-bar/index.ts',
    './src/plugins/no-js-navigation/index.ts',
    ...(gtagTrackingId ? ['./src/plugins/analytics/index.ts'] : []),
    './src/plugins/static-article/index.ts',
    './src/plugins/idle-prefetch/index.ts',
    './src/plugins/staged-start/index.ts',
    ['./src/plugins/markdown-export/index.ts', {mcpUrl}],
    './src/plugins/help-links/index.ts',
    './src/plugins/print-guide/index.ts',
    './src/plugins/precompress/index.ts',
  ],
  clientModules: ['./src/clientModules/safeLocation.ts', './src/clientModules/imageZoom.ts', './src/clientModules/progressBar.ts', './src/clientModules/backToTopClear.ts'],

  themeConfig: {
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    metadata: [{name: 'keywords', content: 'בדיקת שכר, תלוש שכר, דוח נוכחות, שעות נוספות, מדריך למשתמש'}],
    announcementBar: {
      // A new version gets a new id, so a reader who dismissed the last one sees this one.
      id: `release-${version}`,
      // Below the desktop width the details are left out (src/theme/AnnouncementBar): one line, and the link.
      content: `חדש בגרסה ${version}, מ-${releaseDate}<span class="announcement-details">: פיצול ומיזוג עמודים, ייצוא ל-Excel ובדיקת נוכחות מול שכר</span>. <a href="/release-notes/version%20${version}">מה חדש בגרסה</a>`,
      isCloseable: true,
      backgroundColor: 'var(--site-announcement-background)',
      textColor: 'var(--site-announcement-color)',
    },
    navbar: {
      title: site.productName,
      hideOnScroll: true,
      logo: {alt: `הסמל של ${site.productName}`, src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'custom-versionChip', position: 'left'},
        // The theme's docSidebar item; on a phone, from a page without the guide's sidebar, it opens the guide's tree (src/components/GuideNavbarItem).
        {type: 'custom-guide', sidebarId: 'tutorialSidebar', position: 'left', label: 'המדריך'},
        {href: links.marketingHome, label: 'לאתר הראשי', position: 'right'},
        {href: links.mailto, label: 'תמיכה', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'המדריך',
          items: [
            {label: 'מבוא', to: '/intro'},
            {label: 'הרשמה וכניסה', to: '/signup-login/signup-login-screen'},
            {label: 'תוצאות החישוב', to: '/calculation-results/calc-one-month-hours'},
            {label: `מה חדש בגרסה ${version}`, to: `/release-notes/version ${version}`},
            {label: 'המדריך כולו להדפסה', to: '/print'},
          ],
        },
        {
          title: 'מידע משפטי',
          items: [
            {label: 'הסכם שירות ותמיכה', to: '/legal/sla'},
            {label: 'מדיניות עוגיות', to: '/legal/cookies'},
            {label: 'תנאי רכישה וביטול עסקה', to: '/legal/purchase-terms'},
            {label: 'תנאי שימוש במערכת', to: '/legal/terms-app'},
            {label: 'תנאי שימוש באתר', to: '/legal/terms-site'},
            {label: 'מדיניות פרטיות', to: '/legal/privacy'},
            {label: 'הצהרת נגישות', to: '/legal/accessibility'},
          ],
        },
        {
          title: 'באתר הראשי',
          items: [
            {label: 'דף הבית', href: links.marketingHome},
            {label: 'מחירים', href: links.pricing},
            {label: 'בלוג', href: links.blog},
            {label: 'המדריך למשתמש', href: links.userGuide},
            {label: 'דוח מפקח שכר', href: links.wageInspectorReport},
            {label: 'חישובים לפי דיני העבודה', href: links.laborLawCalculations},
          ],
        },
      ],
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme},
    algolia: search.themeConfig,
  } satisfies Preset.ThemeConfig,
};

export default config;
