import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

/**
 * Starts the service as an operator does (`npm run mcp:serve`, MCP_PORT 0: a free port) and
 * resolves with its URL once it listens; for the tests and the benchmark.
 */
export type RunningService = {
  url: string;
  /** The server's own process (not npm's). */
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
};

const repoRoot = path.resolve(__dirname, '../../..');

export function startService(buildDir: string, env: NodeJS.ProcessEnv = {}): Promise<RunningService> {
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'mcp:serve'], {
    cwd: repoRoot,
    env: {...process.env, MCP_BUILD: buildDir, MCP_PORT: '0', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops npm, tsx and node together.
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`The MCP service did not start within 60 s: ${output}`))), 60_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const url = /at (http:\/\/\S+\/mcp)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        // The node process that listens (npm and tsx start it), as it reports itself.
        resolve({url, pid: Number(/pid (\d+)\)/.exec(output)?.[1]), output: () => output, stop});
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The MCP service exited with ${code}: ${output}`));
    });
  });
}

/** The command line a local assistant runs for the stdio server (as in the README, with node and tsx spelled out). */
export function stdioCommand(buildDir: string): {command: string; args: string[]; env: Record<string, string>; cwd: string} {
  return {
    command: process.execPath,
    args: [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(repoRoot, 'services/mcp/server.ts'), '--stdio'],
    env: {PATH: process.env.PATH ?? '', MCP_BUILD: buildDir},
    cwd: repoRoot,
  };
}
