import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

/**
 * The real service as its own process, as `npm run feedback:serve` starts it, on a free port
 * (FEEDBACK_PORT=0: it prints the address it got): for the reliability tests, the kill test, the
 * benchmark and the browser test.
 */
export type ServiceProcess = {url: string; child: ChildProcess; output: () => string; stop(): Promise<void>; kill(): Promise<void>};

/** Run from the repository's root, as npm scripts and the test runners are. */
const serveScript = path.resolve('services/feedback/serve.ts');

export async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serveScript], {
    env: {...process.env, FEEDBACK_PORT: '0', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the feedback service did not start within 60 s:\n${output}`)), 60_000);
    const look = (): void => {
      const found = /listening on (http:\/\/\S+),/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the feedback service exited with ${code}:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {url, child, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL')};
}
