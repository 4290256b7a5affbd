/**
 * The MCP server's figures: `search_guide` latency over the quality gate's queries through the
 * SDK's HTTP client (the whole set once as the server starts, reading the index's files from disk,
 * then three more times with them in memory: p50 and p95 of each), and the server's resident memory (RSS) at rest, after start and
 * after the rounds.
 *
 *   npx tsx services/mcp/bench.ts [build folder]
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {queries} from '../../src/search/quality/queries';
import {startService} from './lib/service';

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function main(): Promise<void> {
  const service = await startService(path.resolve(process.argv[2] ?? 'build'));
  try {
    await settle();
    const atStart = await rssMb(service.pid);
    const client = new Client({name: 'bench', version: '1.0.0'});
    await client.connect(new StreamableHTTPClientTransport(new URL(service.url)));
    const rounds: number[][] = [];
    for (let round = 0; round < 4; round += 1) {
      const times: number[] = [];
      for (const {query} of queries) {
        const start = performance.now();
        const result = await client.callTool({name: 'search_guide', arguments: {query}});
        times.push(performance.now() - start);
        if (result.isError) throw new Error(`${query}: ${JSON.stringify(result.content)}`);
      }
      rounds.push(times);
    }
    await client.close();
    await settle();
    const atRest = await rssMb(service.pid);
    const warm = rounds.slice(1).flat();
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`${queries.length} queries of the quality gate, 4 rounds, over streamable HTTP (SDK client)`);
    console.log(`  first round (shards read from disk): p50 ${ms(percentile(rounds[0]!, 50))}, p95 ${ms(percentile(rounds[0]!, 95))}`);
    console.log(`  next three rounds (shards in memory): p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))}`);
    console.log(`  RSS at rest: ${atStart.toFixed(0)} MB after start, ${atRest.toFixed(0)} MB after the rounds`);
  } finally {
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
