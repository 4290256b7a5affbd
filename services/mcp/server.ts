/**
 * The guide's MCP server (README.md beside this file):
 *
 *   npm run mcp:serve              streamable HTTP at http://127.0.0.1:8110/mcp (MCP_PORT, MCP_HOST)
 *   npm run mcp:serve -- --stdio   over stdin/stdout, for a local assistant
 *
 * It reads the build in MCP_BUILD (default build/): guide-pages.json, the pages' .md and the split
 * search index.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {limiter} from './lib/concurrency';
import {openGuide} from './lib/guide';
import {startHttp} from './lib/http';
import {guideMcpServer} from './lib/mcpServer';

export const defaultPort = 8110;
export const defaultBuild = 'build';
/** Calls answered at once, and calls that may wait for them, across every client. */
const running = 8;
const waiting = 64;

// Logs go to stderr: on stdio, stdout carries the protocol.
const log = (line: string): void => void process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const buildDir = process.env.MCP_BUILD?.trim() || defaultBuild;
  const guide = await openGuide(buildDir);
  const limit = limiter(running, waiting);
  const pageCount = guide.pages.categories.reduce((sum, group) => sum + group.pages.length, 0);
  if (process.argv.includes('--stdio')) {
    await guideMcpServer(guide, limit).connect(new StdioServerTransport());
    log(`MCP server of ${buildDir} (${pageCount} pages) on stdio`);
    return;
  }
  const port = process.env.MCP_PORT ? Number(process.env.MCP_PORT) : defaultPort;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`MCP_PORT must be a port number, not ${process.env.MCP_PORT}`);
  const service = await startHttp(() => guideMcpServer(guide, limit), port, process.env.MCP_HOST?.trim() || '127.0.0.1', log);
  log(`MCP server of ${buildDir} (${pageCount} pages, pid ${process.pid}) at ${service.url}`);
  const stop = (): void => void service.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
