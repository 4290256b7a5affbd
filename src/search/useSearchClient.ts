import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LiteClient} from 'algoliasearch/lite';
import type {SearchMode, SearchThemeConfig} from './config';
import {defaultIndexPath} from './indexLoader';
import {lazySearchClient} from './lazyClient';

export type SearchSettings = {mode: SearchMode; host?: string};

/**
 * The client transform DocSearch applies to its search client: the offline engine in local mode,
 * Algolia's client pointed at a self-hosted server when ALGOLIA_HOST is set, else DocSearch's own.
 * DocSearch applies it when the modal opens: the client's code (and offline, the index) starts
 * loading then, while the reader types, never with the page.
 */
export function useTransformSearchClient(): ((client: LiteClient) => LiteClient) | undefined {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as SearchThemeConfig;
  const {mode, host} = siteConfig.customFields!.search as SearchSettings;
  const indexUrl = useBaseUrl(defaultIndexPath);
  const transform = useCallback(() => {
    const client = lazySearchClient(appId, () =>
      import('./localClient').then(({createSearchClient}) => createSearchClient({appId, apiKey, host, indexUrl, preload: true})),
    );
    // A failure here is the first search's to report (on the error screen); it loads again.
    client.load().catch(() => undefined);
    return client;
  }, [appId, apiKey, host, indexUrl]);
  return mode === 'local' || host ? transform : undefined;
}
