/**
 * Reads an Algolia search request in any of the shapes clients send: flat parameters
 * (algoliasearch v5), a `params` object (the legacy array form) or a URL-encoded `params` string
 * (older clients and the REST API), and evaluates its facet filters on a record. It reads what the
 * site sends, no more: a facet-value search or a `filters` expression is refused.
 */

/** One request of a multi-query call, as it arrives. */
export type AlgoliaSearchRequest = {
  indexName?: string;
  query?: string;
  type?: string;
  params?: string | Record<string, unknown>;
  [parameter: string]: unknown;
};

export type FacetFilters = string | readonly (string | readonly string[])[];

/** The parameters the engine understands; anything else is kept and echoed back in `params`. */
export type SearchParameters = {
  query: string;
  hitsPerPage?: number;
  page?: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  facets?: string[];
  clickAnalytics?: boolean;
  distinct?: boolean | number;
  removeWordsIfNoResults?: string;
  typoTolerance?: boolean | string;
  queryType?: string;
  [parameter: string]: unknown;
};

export type NormalizedRequest = {indexName: string; params: SearchParameters};

const numberParameters = new Set(['hitsPerPage', 'page', 'offset', 'length', 'maxValuesPerFacet']);
const booleanParameters = new Set(['clickAnalytics', 'analytics', 'advancedSyntax', 'getRankingInfo', 'synonyms']);
const listParameters = new Set(['attributesToRetrieve', 'attributesToHighlight', 'attributesToSnippet', 'facets', 'restrictSearchableAttributes', 'analyticsTags', 'ruleContexts']);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) {
    return value.map(String);
  }
  if (typeof value === 'string') {
    const parsed = value.trim().startsWith('[') ? parseJson(value) : value;
    if (Array.isArray(parsed)) {
      return parsed.map(String);
    }
    return value === '' ? [] : value.split(',').map((item) => item.trim());
  }
  return undefined;
}

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function toBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

function toFacetFilters(value: unknown): FacetFilters | undefined {
  const parsed = typeof value === 'string' && value.trim().startsWith('[') ? parseJson(value) : value;
  if (typeof parsed === 'string') {
    return parsed;
  }
  if (Array.isArray(parsed)) {
    return parsed.map((item: unknown) => (Array.isArray(item) ? item.map(String) : String(item)));
  }
  return undefined;
}

/** Gives each known parameter its type, whichever shape it came in. */
function typeParameters(raw: Record<string, unknown>): SearchParameters {
  const params: SearchParameters = {query: ''};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) {
      continue;
    }
    if (name === 'query') {
      params.query = String(value);
    } else if (numberParameters.has(name)) {
      const number = toNumber(value);
      if (number !== undefined) {
        params[name] = number;
      }
    } else if (booleanParameters.has(name)) {
      params[name] = toBoolean(value);
    } else if (listParameters.has(name)) {
      params[name] = toList(value);
    } else if (name === 'facetFilters') {
      params.facetFilters = toFacetFilters(value);
    } else if (name === 'distinct') {
      params.distinct = typeof value === 'number' ? value : value === 'true' || value === true ? true : (toNumber(value) ?? false);
    } else {
      params[name] = value;
    }
  }
  return params;
}

/** Parses a URL-encoded parameter string; JSON values (arrays, numbers, booleans) are decoded. */
export function parseParamsString(text: string): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    raw[name] = name === 'query' ? value : parseJson(value);
  }
  return raw;
}

/** Serializes parameters the way Algolia echoes them in a result's `params`. */
export function serializeParams(params: Record<string, unknown>): string {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) {
      continue;
    }
    entries.push([name, typeof value === 'string' ? value : JSON.stringify(value)]);
  }
  return new URLSearchParams(entries).toString().replace(/\+/g, '%20');
}

/**
 * The request as the engine reads it. The site asks for hits only (DocSearch's modal and the
 * /search page): a search for facet values (`type: 'facet'`) or with a `filters` expression is
 * refused, not answered as something else.
 */
export function normalizeRequest(request: AlgoliaSearchRequest): NormalizedRequest {
  const {indexName, params, type, ...flat} = request;
  if (type !== undefined && type !== 'default') throw new Error(`The search answers hits only, not a search of type "${String(type)}"`);
  const fromParams = typeof params === 'string' ? parseParamsString(params) : (params ?? {});
  const typed = typeParameters({...flat, ...fromParams});
  if (typeof typed.filters === 'string' && typed.filters.trim() !== '') throw new Error('The search takes facetFilters, not a filters expression');
  return {indexName: String(indexName ?? ''), params: typed};
}

/** Reads an attribute by its dotted path (hierarchy.lvl0). */
export function valueAtPath(object: unknown, path: string): unknown {
  let value: unknown = object;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function attributeValues(object: unknown, attribute: string): string[] {
  const value = valueAtPath(object, attribute);
  if (value === undefined || value === null) {
    return [];
  }
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** `attribute:value`, `attribute:-value` (negated) or `"attribute":"value"`. */
function matchesFacetFilter(object: unknown, filter: string): boolean {
  const separator = filter.indexOf(':');
  if (separator < 0) {
    return true;
  }
  const attribute = filter
    .slice(0, separator)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  let value = filter
    .slice(separator + 1)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  const found = attributeValues(object, attribute).includes(value);
  return negated ? !found : found;
}

/** Facet filters are an AND of entries, each entry a filter or an OR of filters. */
export function matchesFacetFilters(object: unknown, facetFilters: FacetFilters | undefined): boolean {
  if (facetFilters === undefined) {
    return true;
  }
  const entries = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  return entries.every((entry) => (typeof entry === 'string' ? matchesFacetFilter(object, entry) : entry.length === 0 || entry.some((filter) => matchesFacetFilter(object, filter))));
}
