import {useCallback, useMemo, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LiteClient} from 'algoliasearch/lite';
import {localAppId, type SearchSettings, type SearchThemeConfig} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/index/loader';
import {startIndexWork} from '@site/src/search/client/indexStart';
import {lazySearchClient, type LazySearchClient} from '@site/src/search/client/lazyClient';
import {withSearchEvents} from '@site/src/analytics/searchClient';
import {layoutReadingEvents} from './layoutNotice';

/** The search mode and host the build chose (`customFields.search` of docusaurus.config.ts). */
export function useSearchSettings(): SearchSettings {
  return useDocusaurusContext().siteConfig.customFields!.search as SearchSettings;
}

/** Where the guide's client stands: the modal says "החיפוש נטען…" while it is `loading`. */
type ClientState = 'idle' | 'loading' | 'ready' | 'failed';

const store = {state: 'idle' as ClientState, listeners: new Set<() => void>()};

function setClientState(state: ClientState): void {
  store.state = state;
  for (const listener of store.listeners) listener();
}

/** One client for the page's lifetime, so that opening the search again reuses what it loaded. */
let shared: {key: string; client: LazySearchClient; local: boolean} | undefined;

/**
 * Offline, what the page readies once it is idle, beside the modal's code (./prefetchWhenIdle.ts):
 * the engine's worker starts (its script downloads and runs in its own thread) and parses the
 * index's entry, which the page downloads, so that the reader's first query asks at once for its
 * term shards, and the client's code is prefetched. On a slow phone the three took 0.8 s after the
 * tap. Nothing of it runs on the page's main thread; undefined with Algolia.
 */
export function useIdleSearchWarmup(): (() => void) | undefined {
  const {appId} = useDocusaurusContext().siteConfig.themeConfig.algolia as SearchThemeConfig;
  const indexUrl = useBaseUrl(indexUrlPath);
  return useMemo(() => (appId === localAppId ? () => warmSearch(indexUrl) : undefined), [appId, indexUrl]);
}

/**
 * Offline, the warmup itself (./useIdleSearchWarmup's, and ./searchWarmup.ts's at the page's load
 * event): the worker and the index's entry at `indexUrl`, and the client's code prefetched. Once per
 * page: a second call finds them started.
 */
export function warmSearch(indexUrl: string): void {
  startIndexWork(indexUrl, true);
  // The client's own code, fetched (not run), which the tap would fetch otherwise.
  void import('./offlineClientPrefetch').catch(() => undefined);
}

/**
 * The client transform DocSearch applies to its search client: the offline engine in local mode,
 * Algolia's client pointed at a self-hosted server when ALGOLIA_HOST is set, else DocSearch's own.
 * The client's code (and offline, the index) starts loading when the reader opens the search (the
 * SearchBar calls the transform then, alongside the modal's code, and DocSearch when it mounts),
 * while the reader types, never with the page.
 */
export function useTransformSearchClient(): ((client?: LiteClient) => LiteClient) | undefined {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as SearchThemeConfig;
  const {mode, host} = useSearchSettings();
  const indexUrl = useBaseUrl(indexUrlPath);
  const transform = useCallback(() => {
    const key = JSON.stringify([appId, apiKey, host, indexUrl]);
    if (shared?.key !== key) {
      shared = {
        key,
        local: appId === localAppId,
        // Its answers name the keyboard-layout reading they searched, which the modal tells the reader.
        client: withSearchEvents(
          lazySearchClient(appId, () => import('@site/src/search/client/localClient').then(({createSearchClient}) => createSearchClient({appId, apiKey, host, indexUrl, preload: true}))),
          layoutReadingEvents,
        ),
      };
    }
    const {client} = shared;
    // Offline, the engine's worker and the index's entry start at once, beside the client's code.
    if (appId === localAppId) startIndexWork(indexUrl);
    if (store.state !== 'ready' && store.state !== 'loading') {
      setClientState('loading');
      // Offline, the search is ready once its index is: a search of no query answers then (the
      // client's preload does not say when it is done). A failure here is the first search's to
      // report (on the error screen); it loads again then.
      client
        .load()
        .then((real) => (appId === localAppId ? real.search({requests: []}) : undefined))
        .then(
          () => setClientState('ready'),
          () => setClientState('failed'),
        );
    }
    return client;
  }, [appId, apiKey, host, indexUrl]);
  return mode === 'local' || host ? transform : undefined;
}

function subscribe(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

/** Whether the guide's client is still loading (never with DocSearch's own Algolia client). */
export function useSearchClientLoading(): boolean {
  const {mode, host} = useSearchSettings();
  const state = useSyncExternalStore(
    subscribe,
    () => store.state,
    () => 'idle' as ClientState,
  );
  return (mode === 'local' || Boolean(host)) && state === 'loading';
}
