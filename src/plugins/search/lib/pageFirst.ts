/**
 * The modal shows a page's hits as a tree: DocSearch groups the hits by part of the guide
 * (`hierarchy.lvl0`), then by page (`hierarchy.lvl1`), in the engine's order, and draws each
 * section's hit (any hit but the page's own, `lvl1`) as a branch of its page's. When the engine ranks
 * a section above its page, the branch comes before the page it hangs from, and its lines lead to
 * nothing above it. So a page's own hit is moved up to where its group begins; every other hit keeps
 * its place and its order. The /search page and the MCP server list the hits
 * flat, ranked, and keep the engine's order.
 */

type GroupedHit = {type: string; hierarchy: {lvl0?: string | null; lvl1?: string | null}};

/** DocSearch's group of a hit: its part of the guide and its page. */
function groupOf(hit: GroupedHit): string {
  return JSON.stringify([hit.hierarchy.lvl0 ?? null, hit.hierarchy.lvl1 ?? null]);
}

/** The hits, each page's own hit before the hits of its sections (the first of its group, if it has several). */
export function pageHitFirst<T extends GroupedHit>(hits: readonly T[]): T[] {
  const pageHits = new Map<string, T>();
  for (const hit of hits) {
    const group = groupOf(hit);
    if (hit.type === 'lvl1' && !pageHits.has(group)) pageHits.set(group, hit);
  }
  const started = new Set<string>();
  const ordered: T[] = [];
  for (const hit of hits) {
    const group = groupOf(hit);
    const page = pageHits.get(group);
    if (!started.has(group)) {
      started.add(group);
      if (page) ordered.push(page);
    }
    if (hit !== page) ordered.push(hit);
  }
  return ordered;
}
