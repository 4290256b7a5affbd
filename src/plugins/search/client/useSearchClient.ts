import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {LiteClient} from 'algoliasearch/lite';
import type {SearchSettings, SearchThemeConfig} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/indexLoader';
import {lazySearchClient} from '@site/src/search/lazyClient';
import {withSearchEvents} from '@site/src/analytics/searchClient';
import {layoutReadingEvents} from './layoutNotice';

/** The search mode and host the build chose (`customFields.search` of docusaurus.config.ts). */
export function useSearchSettings(): SearchSettings {
  return useDocusaurusContext().siteConfig.customFields!.search as SearchSettings;
}

/**
 * The client transform DocSearch applies to its search client: the offline engine in local mode,
 * Algolia's client pointed at a self-hosted server when ALGOLIA_HOST is set, else DocSearch's own.
 * DocSearch applies it when the modal opens: the client's code (and offline, the index) starts
 * loading then, while the reader types, never with the page.
 */
export function useTransformSearchClient(): ((client: LiteClient) => LiteClient) | undefined {
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as SearchThemeConfig;
  const {mode, host} = useSearchSettings();
  const indexUrl = useBaseUrl(indexUrlPath);
  const transform = useCallback(() => {
    const client = lazySearchClient(appId, () =>
      import('@site/src/search/localClient').then(({createSearchClient}) => createSearchClient({appId, apiKey, host, indexUrl, preload: true})),
    );
    // A failure here is the first search's to report (on the error screen); it loads again.
    client.load().catch(() => undefined);
    // Its answers name the keyboard-layout reading they searched, which the modal tells the reader.
    return withSearchEvents(client, layoutReadingEvents);
  }, [appId, apiKey, host, indexUrl]);
  return mode === 'local' || host ? transform : undefined;
}
