/** One HTTP response header. */
export type Header = {name: string; value: string};

/** Browser features the guide never uses, denied to the page and to anything it embeds. */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** The headers every response carries, around the build's Content-Security-Policy. */
export function securityHeaders(contentSecurityPolicy: string): Header[] {
  return [
    {name: 'Content-Security-Policy', value: contentSecurityPolicy},
    // Two years, the preload list's minimum; browsers apply it only to HTTPS answers.
    {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {name: 'Permissions-Policy', value: deniedFeatures.map((feature) => `${feature}=()`).join(', ')},
    // For browsers older than CSP's frame-ancestors.
    {name: 'X-Frame-Options', value: 'DENY'},
  ];
}

/** How long browsers may keep a kind of file; `path` is in the _headers syntax (`*` = any rest). */
export type CacheRule = {path: string; cacheControl: string};

/** Pages (and anything no rule names) are revalidated on every visit. */
export const defaultCacheControl = 'no-cache';

/**
 * Caching by path. deploy/nginx/guide.conf says the same in its `map`, and the deploy test checks
 * nginx's answers against these rules.
 */
export const cacheRules: readonly CacheRule[] = [
  // Rspack output: the file name carries a content hash, so a file never changes.
  {path: '/assets/*', cacheControl: 'public, max-age=31536000, immutable'},
  // Illustrations and fonts keep their names across builds.
  {path: '/img/*', cacheControl: 'public, max-age=604800'},
  {path: '/fonts/*', cacheControl: 'public, max-age=604800'},
  // The offline search index's entry follows the pages: fresh for 5 minutes, then revalidated in the background.
  {path: '/search/index.json', cacheControl: 'public, max-age=300, stale-while-revalidate=86400'},
  // The term shards and texts it names: the file name carries a content hash, so a file never changes.
  {path: '/search/t/*', cacheControl: 'public, max-age=31536000, immutable'},
  {path: '/search/d/*', cacheControl: 'public, max-age=31536000, immutable'},
];

/** The Cache-Control a URL path gets under `rules` (first match), else the default. */
export function cacheControlFor(urlPath: string, rules: readonly CacheRule[] = cacheRules): string {
  const rule = rules.find(({path}) => (path.endsWith('*') ? urlPath.startsWith(path.slice(0, -1)) : urlPath === path));
  return rule?.cacheControl ?? defaultCacheControl;
}

/** The guide's Markdown (`<route>.md`, src/plugins/markdown-export): hosts would otherwise guess a type or none. */
export const markdownContentType = 'text/markdown; charset=utf-8';

/** Content types set by path, for the files whose extension hosts do not map. deploy/nginx/guide.conf says the same. */
export const contentTypeRules: readonly {path: string; contentType: string}[] = [{path: '/*.md', contentType: markdownContentType}];

function assertSingleLine(header: Header): void {
  if (/[\r\n]/.test(header.name + header.value)) {
    throw new Error(`Header ${header.name} spans lines: ${JSON.stringify(header.value)}`);
  }
}

/**
 * The `_headers` file of Netlify and Cloudflare Pages. Both join the values of one header from
 * several matching rules, so Cache-Control is set per kind of file only; pages keep the host's
 * own default, which revalidates (`public, max-age=0, must-revalidate`).
 */
export function headersFile(security: readonly Header[], rules: readonly CacheRule[] = cacheRules): string {
  const lines = ['# Generated at build time by src/plugins/security-headers: do not edit.', '/*'];
  for (const header of security) {
    assertSingleLine(header);
    lines.push(`  ${header.name}: ${header.value}`);
  }
  for (const rule of rules) {
    lines.push(rule.path, `  Cache-Control: ${rule.cacheControl}`);
  }
  for (const rule of contentTypeRules) {
    lines.push(rule.path, `  Content-Type: ${rule.contentType}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The same security headers as nginx `add_header` lines, for the server block to include. */
export function nginxHeaders(security: readonly Header[]): string {
  const lines = ['# Generated at build time by src/plugins/security-headers: do not edit.', '# Included by deploy/nginx/guide.conf in its server block.'];
  for (const header of security) {
    assertSingleLine(header);
    // Inside double quotes nginx reads \ as an escape and $ as a variable: neither may appear.
    if (/["\\$]/.test(header.value) || !/^[A-Za-z-]+$/.test(header.name)) {
      throw new Error(`Header ${header.name} cannot be written for nginx: ${JSON.stringify(header.value)}`);
    }
    lines.push(`add_header ${header.name} "${header.value}" always;`);
  }
  return `${lines.join('\n')}\n`;
}
