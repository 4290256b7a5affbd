import {sidebarEntries} from '../../search-records/lib/markdownPages';

/** What this plugin reads of one doc in the docs plugin's loaded content. */
export type LoadedDoc = {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  /** The last commit's time (ms), with showLastUpdateTime; absent when built without Git. */
  lastUpdatedAt?: number | null;
};

type DocsContent = {loadedVersions?: {sidebars?: unknown; docs?: LoadedDoc[]}[]};

export type SidebarDoc = LoadedDoc & {category: string | null; order: number};

/** The docs of the docs plugin's first (current) version in sidebar order; docs in no sidebar last, by route. */
export function docsInSidebarOrder(plugins: readonly {name: string; content: unknown}[]): SidebarDoc[] {
  const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
  const version = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions?.[0];
  if (!version?.docs) throw new Error('The docs plugin has no loaded docs to export');
  const entries = sidebarEntries(version.sidebars);
  return version.docs
    .map((doc) => ({...doc, category: entries.get(doc.id)?.category ?? null, order: entries.get(doc.id)?.order ?? Number.MAX_SAFE_INTEGER}))
    .sort((a, b) => a.order - b.order || a.permalink.localeCompare(b.permalink));
}
