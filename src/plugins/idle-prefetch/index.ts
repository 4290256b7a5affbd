import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Page code prefetched for links in view waits for the browser's idle moments, one route at a
 * time (client/routePrefetch.ts, lib/idleQueue.ts), instead of running as one long task right
 * after hydration.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client/routePrefetch.ts')];
    },
  };
}
