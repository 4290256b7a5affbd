/**
 * The other pages of the guide that mention what a changed page is about: its front matter's
 * `keywords`, found in their text. A new result can make a sentence of another page wrong ("travel
 * refunds are not checked"); the writers' check lists these pages so that the writer reads them.
 */
import matter from 'gray-matter';

export type Page = {file: string; source: string};
export type Related = {file: string; keywords: string[]};

/** The keywords a page declares, at least three letters long. */
function keywordsOf(source: string): string[] {
  try {
    const {keywords} = matter(source).data as {keywords?: unknown};
    return Array.isArray(keywords) ? [...new Set(keywords.filter((k): k is string => typeof k === 'string' && k.trim().length >= 3).map((k) => k.trim()))] : [];
  } catch {
    return [];
  }
}

/** The other pages that mention `page`'s keywords, those that mention the most first, at most `limit`. */
export function relatedPages(page: Page, pages: readonly Page[], limit = 6): Related[] {
  const keywords = keywordsOf(page.source);
  return pages
    .filter((other) => other.file !== page.file)
    .map((other) => {
      const body = matter(other.source).content;
      return {file: other.file, keywords: keywords.filter((keyword) => body.includes(keyword))};
    })
    .filter((other) => other.keywords.length > 0)
    .sort((a, b) => b.keywords.length - a.keywords.length || a.file.localeCompare(b.file))
    .slice(0, limit);
}
