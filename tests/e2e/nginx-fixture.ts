import path from 'node:path';
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
