import {useCallback, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {LiteClient} from 'algoliasearch/lite';
import type {SearchSettings, SearchThemeConfig} from '@site/src/search/config';
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
let shared: {key: string; client: LazySearchClient} | undefined;

/**
 * The client transform DocSearch applies to its search client: Algolia's client pointed at a self-hosted server when
 * ALGOLIA_HOST is set, else DocSearch's own. The client's code starts loading when the reader opens the search (the
 * SearchBar calls the transform then, alongside the modal's code, and DocSearch when it mounts), never with the page.
 */
export function useTransformSearchClient(): ((client?: LiteClient) => LiteClient) | undefined {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as SearchThemeConfig;
  const {host} = useSearchSettings();
  const transform = useCallback(() => {
    const key = JSON.stringify([appId, apiKey, host]);
    if (shared?.key !== key) {
      shared = {
        key,
        // Its answers name the keyboard-layout reading they searched, which the modal tells the reader.
        client: withSearchEvents(
          lazySearchClient(appId, () => import('@site/src/search/client/localClient').then(({createSearchClient}) => createSearchClient({appId, apiKey, host}))),
          layoutReadingEvents,
        ),
      };
    }
    const {client} = shared;
    if (store.state !== 'ready' && store.state !== 'loading') {
      setClientState('loading');
      // A failure here is the first search's to report (on the error screen); it loads again then.
      client.load().then(
        () => setClientState('ready'),
        () => setClientState('failed'),
      );
    }
    return client;
  }, [appId, apiKey, host]);
  return host ? transform : undefined;
}

function subscribe(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

/** Whether the guide's client is still loading (never with DocSearch's own Algolia client). */
export function useSearchClientLoading(): boolean {
  const {host} = useSearchSettings();
  const state = useSyncExternalStore(
    subscribe,
    () => store.state,
    () => 'idle' as ClientState,
  );
  return Boolean(host) && state === 'loading';
}
