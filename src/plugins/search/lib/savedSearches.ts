import type {SavedHit} from './dialogMarkup';

/** Recent searches kept: 7, or 4 beside favourites; favourites: 10 (DocSearch's limits and keys, so that both builds share them). */
export const savedLimits = {recent: 7, recentBesideFavorites: 4, favorites: 10};

/** The searches a reader saved in this browser, per search index: the recent ones (opened results) and the favourites. */
export class SavedSearches {
  private readonly keys: {recent: string; favorites: string};

  constructor(
    indexName: string,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  ) {
    this.keys = {recent: `__DOCSEARCH_RECENT_SEARCHES__${indexName}`, favorites: `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`};
  }

  private read(which: keyof SavedSearches['keys']): SavedHit[] {
    try {
      const items: unknown = JSON.parse(this.storage?.getItem(this.keys[which]) ?? '[]');
      return Array.isArray(items) ? (items as SavedHit[]) : [];
    } catch {
      return [];
    }
  }

  private write(which: keyof SavedSearches['keys'], items: readonly SavedHit[]): void {
    try {
      this.storage?.setItem(this.keys[which], JSON.stringify(items));
    } catch {
      // A full or refused storage keeps nothing: the search works without.
    }
  }

  recent(): SavedHit[] {
    return this.read('recent');
  }

  favorites(): SavedHit[] {
    return this.read('favorites');
  }

  /** An opened result, first of the recent searches (unless it is a favourite). */
  add(hit: SavedHit): void {
    if (this.favorites().some((item) => item.objectID === hit.objectID)) return;
    const limit = this.favorites().length === 0 ? savedLimits.recent : savedLimits.recentBesideFavorites;
    this.write('recent', [hit, ...this.recent().filter((item) => item.objectID !== hit.objectID)].slice(0, limit));
  }

  /** A recent search promoted to the favourites. */
  favorite(hit: SavedHit): void {
    this.write('favorites', [hit, ...this.favorites().filter((item) => item.objectID !== hit.objectID)].slice(0, savedLimits.favorites));
    this.remove(hit, false);
  }

  remove(hit: SavedHit, favorite: boolean): void {
    const which = favorite ? 'favorites' : 'recent';
    this.write(
      which,
      this.read(which).filter((item) => item.objectID !== hit.objectID),
    );
  }
}
