import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import {maxQueryLength} from '../../../src/search/config';
import pkg from '../../../package.json';
import {BusyError, type Limiter} from './concurrency';
import {GuideError, type Guide} from './guide';
import {maxHits, type GuideSearchAnswer} from './modalSearch';
import {hasControlCharacter, maxRouteLength} from './pageRoute';

/**
 * The guide's MCP server: three read-only tools over one opened build (./guide.ts), each call
 * through the shared limiter. A caller's mistake is answered as a tool error with its reason
 * (isError), never thrown at the transport, so the session goes on.
 */

const hitShape = z.object({
  title: z.string(),
  section: z.string().nullable(),
  category: z.string().nullable(),
  url: z.string(),
  snippet: z.string(),
});

const pageShape = z.object({
  title: z.string(),
  description: z.string(),
  route: z.string(),
  url: z.string(),
  markdownUrl: z.string(),
  lastUpdated: z.string().nullable(),
});

function failure(message: string): CallToolResult {
  return {isError: true, content: [{type: 'text', text: message}]};
}

/** Runs a tool's work through the limiter; a caller's mistake or a full queue becomes a tool error. */
async function answer(limit: Limiter, work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await limit(work);
  } catch (error) {
    if (error instanceof GuideError || error instanceof BusyError) return failure(error.message);
    throw error;
  }
}

function searchText(found: GuideSearchAnswer): string {
  if (found.hits.length === 0) return `לא נמצאו תוצאות עבור "${found.query}".`;
  const reading = found.layoutReading ? `(הוקלד במקלדת אנגלית; חופש כ"${found.layoutReading}")\n\n` : '';
  return reading + found.hits.map((hit, i) => `${i + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}\n   ${hit.snippet}`).join('\n\n');
}

export function guideMcpServer(guide: Guide, limit: Limiter): McpServer {
  const server = new McpServer({name: 'wage-check-guide', title: guide.pages.title, version: pkg.version});

  server.registerTool(
    'search_guide',
    {
      title: 'חיפוש במדריך',
      description:
        `Searches the Hebrew user guide with the site's own search engine (the same answers as its search box): ` +
        `prefix letters (ו, ה, ב, ל, מ, ש, כ), typos, inflections, synonyms and a query typed on the English keyboard layout are understood. ` +
        `Returns up to ${maxHits} hits, best first, each with the page title, the section, the URL and a snippet (matched words in **bold**). Ask in Hebrew.`,
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'The query is empty')
          .max(maxQueryLength, `A query is at most ${maxQueryLength} characters, as in the guide's search box`)
          .refine((query) => !hasControlCharacter(query), 'A query has no control characters')
          .describe('What to look for, in Hebrew (up to 64 characters), e.g. "תלוש שכר" or "בשעות נוספות"'),
      },
      outputSchema: {query: z.string(), layoutReading: z.string().optional(), nbHits: z.number(), hits: z.array(hitShape)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({query}) =>
      answer(limit, async () => {
        const found = await guide.search(query);
        return {content: [{type: 'text', text: searchText(found)}], structuredContent: found};
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'קריאת דף',
      description:
        "Returns one page of the guide as Markdown (as the site's /<route>.md gives it: its canonical URL and last-updated date first). " +
        'Give its route (e.g. "/intro") or its full URL; list_pages gives every route.',
      inputSchema: {
        route: z
          .string()
          .min(1, 'The route is empty')
          .max(maxRouteLength, `A route is at most ${maxRouteLength} characters`)
          .describe('A route of the guide ("/calculation-results/calc-avraa") or a full URL of the guide\'s site'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({route}) =>
      answer(limit, async () => {
        const page = guide.page(route);
        return {content: [{type: 'text', text: await guide.markdown(page)}]};
      }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'רשימת הדפים',
      description: "Lists the guide's pages in the sidebar's order, under its categories: title, route, URL, description and last-updated date.",
      outputSchema: {title: z.string(), categories: z.array(z.object({category: z.string().nullable(), pages: z.array(pageShape)}))},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    () =>
      answer(limit, async () => {
        const lines = [`# ${guide.pages.title}`, ''];
        for (const group of guide.pages.categories) {
          if (group.category) lines.push(`## ${group.category}`, '');
          for (const page of group.pages) lines.push(`- ${page.title} (${page.route}): ${page.description}`);
          lines.push('');
        }
        return {content: [{type: 'text', text: lines.join('\n')}], structuredContent: guide.pages};
      }),
  );

  return server;
}
