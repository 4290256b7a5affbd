import path from 'node:path';
import type {Page} from '@playwright/test';
import {test as base} from './fixtures';
import {startNginx, type Nginx} from '../../scripts/lib/nginx';

/**
 * Tests against the build as deployed: Debian's nginx with deploy/nginx/guide.conf, one server
 * per worker on a free port, stopped when the worker ends. `page.goto('/x')` goes to it.
 */
export const test = base.extend<object, {nginx: Nginx}>({
  nginx: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startNginx({buildDir: path.resolve('build')});
      await use(server);
      await server.stop();
    },
    {scope: 'worker'},
  ],
  baseURL: async ({nginx}, provide) => provide(nginx.url),
});

export {expect, hydrated, sitemapPaths} from './fixtures';

/** A Content-Security-Policy as directive -> sources. */
export function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

export type Violation = {directive: string; blocked: string; source: string};

/** Records every CSP violation the page reports, across navigations. */
export async function recordViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('reportCspViolation', (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as {reportCspViolation: (violation: Violation) => void}).reportCspViolation;
      report({directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}`});
    });
  });
  return violations;
}
