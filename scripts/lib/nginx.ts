/**
 * Runs Debian's nginx in the foreground with deploy/nginx/guide.conf, exactly as an operator would
 * install it, except that it listens on a free local port, the build folder (/srv/guide/build in
 * the file: root and the generated headers include) is the given one, when a test runs the
 * feedback service, /api/feedback/ proxies to that service's port, and, when asked, /mcp proxies to
 * the given MCP server instead of the deployed port.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {createServer, type AddressInfo} from 'node:net';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';

/** A running nginx: its address, and the folder of its logs (guide.conf's, moved there). */
export type Nginx = {url: string; port: number; logDir: string; stop: () => Promise<void>};

export type NginxOptions = {
  /** The built site. */
  buildDir: string;
  /** The server block to run; deploy/nginx/guide.conf by default. */
  siteConfig?: string;
  /** The nginx binary (NGINX_PATH, else Debian's). */
  binary?: string;
  /** The local port of the feedback service that /api/feedback/ proxies to (8109 in the file). */
  feedbackPort?: number;
  /** Where /mcp proxies to (`http://127.0.0.1:PORT`), instead of the deployed MCP server's address. */
  mcpUpstream?: string;
};

/** The feedback service's upstream as guide.conf names it. */
export const deployedFeedbackUpstream = 'http://127.0.0.1:8109/';

/** The MCP server's address as guide.conf names it (services/mcp, MCP_PORT's default). */
export const deployedMcpUpstream = 'http://127.0.0.1:8110';

/** The build folder as guide.conf names it. */
export const deployedBuildDir = '/srv/guide/build';

/** The folder of the logs guide.conf writes (its access_log and error_log). */
export const deployedLogDir = '/var/log/nginx/';

const host = '127.0.0.1';

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const {port} = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** guide.conf with its listen lines on `port`, its build folder at `buildDir` and, if given, the feedback service on `feedbackPort`. */
export function localSiteConfig(guideConf: string, port: number, buildDir: string, feedbackPort?: number): string {
  if (!guideConf.includes(deployedBuildDir)) {
    throw new Error(`The nginx site config no longer names ${deployedBuildDir}; update scripts/lib/nginx.ts.`);
  }
  if (feedbackPort !== undefined && !guideConf.includes(`proxy_pass ${deployedFeedbackUpstream};`)) {
    throw new Error(`The nginx site config no longer proxies to ${deployedFeedbackUpstream}; update scripts/lib/nginx.ts.`);
  }
  if (feedbackPort !== undefined) {
    guideConf = guideConf.replaceAll(`proxy_pass ${deployedFeedbackUpstream};`, `proxy_pass http://127.0.0.1:${feedbackPort}/;`);
  }
  let listens = 0;
  const config = guideConf
    .replace(/^(\s*)listen\s+[^;]+;/gm, (_line, indent: string) => (listens++ === 0 ? `${indent}listen ${host}:${port};` : `${indent}# (one listen line is enough here)`))
    .replaceAll(deployedBuildDir, path.resolve(buildDir));
  if (listens === 0) {
    throw new Error('The nginx site config has no listen line.');
  }
  return config;
}

/** The main nginx.conf around the site: foreground, one worker, everything writable in `dir`. */
function mainConfig(dir: string, site: string): string {
  // A master started as root drops its workers to `nobody`, who may not read the build.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `${user}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 128; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${site};
}
`;
}

async function waitUntilServing(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited with ${child.exitCode}: ${stderr()}`);
    }
    try {
      await fetch(url, {signal: AbortSignal.timeout(1000)});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer at ${url} within 15 s: ${stderr()}`);
}

/** Starts nginx on a free local port; `stop()` ends it and removes its files. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const binary = options.binary ?? process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(binary)) {
    throw new Error(`nginx is not installed at ${binary} (node scripts/setup.mjs --system installs it).`);
  }
  const buildDir = path.resolve(options.buildDir);
  if (!existsSync(path.join(buildDir, 'nginx-security-headers.conf'))) {
    throw new Error(`${buildDir} has no nginx-security-headers.conf: build the site first.`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'guide-nginx-'));
  const port = await freePort();
  const guideConf = await readFile(options.siteConfig ?? path.resolve('deploy/nginx/guide.conf'), 'utf8');
  const site = path.join(dir, 'guide.conf');
  // The logs in the run's own folder (nginx opens them at start, as the operator's would).
  let config = localSiteConfig(guideConf, port, buildDir, options.feedbackPort).replaceAll(deployedLogDir, `${dir}/`);
  if (options.mcpUpstream) {
    if (!config.includes(`proxy_pass ${deployedMcpUpstream};`)) throw new Error(`The nginx site config no longer proxies /mcp to ${deployedMcpUpstream}; update scripts/lib/nginx.ts.`);
    config = config.replace(`proxy_pass ${deployedMcpUpstream};`, `proxy_pass ${options.mcpUpstream};`);
  }
  await writeFile(site, config);
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir, site));

  let output = '';
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {stdio: ['ignore', 'pipe', 'pipe']});
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${host}:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT: graceful shutdown of the master and its worker.
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    await rm(dir, {recursive: true, force: true});
  };
  try {
    await waitUntilServing(`${url}/`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, port, logDir: dir, stop};
}
