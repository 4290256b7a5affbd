import {createHash} from 'node:crypto';
import {parse, type HTMLElement} from 'node-html-parser';

/** The third-party services a build talks to; each one widens the policy only when it is on. */
export type ExternalServices = {
  /** Google Analytics through gtag.js. */
  analytics: boolean;
  /**
   * The Algolia application the search queries; `host`, the origin of a self-hosted
   * Algolia-compatible server that answers instead of Algolia's hosts; `insights` adds Algolia's
   * click-analytics host.
   */
  algolia?: {appId: string; insights: boolean; host?: string};
  /** The origin of the feedback service (SITE_FEEDBACK_URL) when it is not the site's own. */
  feedback?: string;
};

/** `type` values a browser runs as script; any other (application/ld+json…) is data, outside CSP. */
const scriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript', 'application/x-javascript', 'text/ecmascript']);

function parseHtml(html: string): HTMLElement {
  return parse(html, {comment: false, blockTextElements: {script: true, style: true}});
}

/** The source of every inline script of a page that a browser would run. */
export function inlineScripts(html: string): string[] {
  return parseHtml(html)
    .querySelectorAll('script')
    .filter((script) => !script.hasAttribute('src'))
    .filter((script) => scriptTypes.has((script.getAttribute('type') ?? '').trim().toLowerCase()))
    .map((script) => script.rawText);
}

/** A CSP hash source for a script's exact text. */
export function scriptHashSource(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The hash sources of every distinct inline script of the given pages, sorted. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const source of inlineScripts(html)) {
      hashes.add(scriptHashSource(source));
    }
  }
  return [...hashes].sort();
}

/**
 * Inline code a hash cannot allow: event-handler attributes (onclick=…) and javascript: URLs.
 * The build fails on them rather than weakening the policy with 'unsafe-inline'.
 */
export function inlineCodeOutsideScripts(html: string): string[] {
  const found: string[] = [];
  for (const element of parseHtml(html).querySelectorAll('*')) {
    for (const [name, value] of Object.entries(element.attributes)) {
      const lowerName = name.toLowerCase();
      if (lowerName.startsWith('on')) {
        found.push(`<${element.rawTagName} ${name}="${value}">`);
      } else if (['href', 'src', 'action', 'formaction'].includes(lowerName) && /^\s*javascript:/i.test(value)) {
        found.push(`<${element.rawTagName} ${name}="${value}">`);
      }
    }
  }
  return found;
}

/** Google's published hosts for gtag.js with Google Analytics 4. */
const analyticsHosts = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * The hosts the Algolia search client reads from: the DSN host first, then its three fallbacks
 * (algoliasearch v5). CSP allows a wildcard only as a whole leftmost label, so `APPID-*.algolianet.com`
 * is not a valid source: the three are listed by name.
 */
export function algoliaHosts({appId, insights, host}: NonNullable<ExternalServices['algolia']>): string[] {
  if (!/^[A-Za-z0-9]+$/.test(appId)) {
    throw new Error(`The Algolia application id must be letters and digits only, not ${JSON.stringify(appId)}.`);
  }
  if (host !== undefined && !/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(host)) {
    throw new Error(`The search host must be an http(s) origin, not ${JSON.stringify(host)}.`);
  }
  const search = host ? [host] : [`https://${appId}-dsn.algolia.net`, `https://${appId}-1.algolianet.com`, `https://${appId}-2.algolianet.com`, `https://${appId}-3.algolianet.com`];
  return [...search, ...(insights ? ['https://insights.algolia.io'] : [])];
}

/**
 * The Content-Security-Policy of the site. Scripts: our own files plus the exact inline scripts of
 * the build, by hash. Styles keep 'unsafe-inline': the pages are rendered with style attributes
 * (code highlighting colours, the announcement bar) and libraries insert <style> elements at run
 * time (medium-zoom), and a style cannot run code.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], services: ExternalServices): string {
  const analytics = services.analytics ? analyticsHosts : {script: [], connect: [], img: []};
  const algolia = services.algolia ? algoliaHosts(services.algolia) : [];
  if (services.feedback !== undefined && !/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(services.feedback)) {
    throw new Error(`The feedback service must be an http(s) origin, not ${JSON.stringify(services.feedback)}.`);
  }
  const feedback = services.feedback ? [services.feedback] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...analytics.script]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the SVG icons Infima draws from CSS.
    ['img-src', ["'self'", 'data:', ...analytics.img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...analytics.connect, ...algolia, ...feedback]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
