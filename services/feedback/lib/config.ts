import path from 'node:path';
import {requestsPerMinute, retentionDays} from '../../../src/feedback/policy';

/** The service's settings, from the environment (services/feedback/README.md lists them). */
export type FeedbackConfig = {
  port: number;
  host: string;
  /** The SQLite database file. */
  dbPath: string;
  /** Site origins whose pages may call the service (CORS). */
  origins: string[];
  /** The built site: its sitemap.xml lists the routes a page answer or a search may name. */
  siteDir: string;
  retentionDays: number;
  /** Requests a minute per reader's address; 0 turns the limit off (the benchmark). */
  rateLimit: number;
  /** Whether X-Real-IP from a proxy on this machine names the reader (nginx in front). */
  trustProxy: boolean;
};

export const defaultPort = 8109;
export const defaultDbPath = '.feedback/feedback.db';
/** `npm start` and `npm run serve` listen on port 3000. */
export const localOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** An http(s) origin, as a browser sends it in the Origin header. */
export function originOf(url: string, name: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name}: "${url}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name}: "${url}" is not an http(s) URL`);
  }
  return parsed.origin;
}

/** Reads the settings; an invalid value stops the service with a message naming the variable. */
export function readConfig(env: Record<string, string | undefined>, cwd = process.cwd()): FeedbackConfig {
  const origins = env.FEEDBACK_ORIGINS?.trim()
    ? env.FEEDBACK_ORIGINS.split(',')
        .map((each) => each.trim())
        .filter(Boolean)
        .map((each) => originOf(each, 'FEEDBACK_ORIGINS'))
    : [...localOrigins, ...(env.SITE_URL?.trim() ? [originOf(env.SITE_URL.trim(), 'SITE_URL')] : [])];
  return {
    port: integer(env, 'FEEDBACK_PORT', defaultPort, 0, 65535),
    host: env.FEEDBACK_HOST?.trim() || '127.0.0.1',
    dbPath: path.resolve(cwd, env.FEEDBACK_DB?.trim() || defaultDbPath),
    origins: [...new Set(origins)],
    siteDir: path.resolve(cwd, env.FEEDBACK_SITE_DIR?.trim() || 'build'),
    // The legal pages state the longest period; an operator may keep rows for less, never longer.
    retentionDays: integer(env, 'FEEDBACK_RETENTION_DAYS', retentionDays, 1, retentionDays),
    rateLimit: integer(env, 'FEEDBACK_RATE_LIMIT', requestsPerMinute, 0, 1_000_000),
    trustProxy: env.FEEDBACK_TRUST_PROXY?.trim() !== '0',
  };
}
