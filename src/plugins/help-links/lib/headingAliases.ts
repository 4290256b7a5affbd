import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';

/**
 * A remark plugin (before Docusaurus's own): a heading given an explicit id (`## איך נרשמים
 * \{#how-to-sign-up}`) keeps answering to the anchor it had before, the slug of its text
 * (#איך-נרשמים), through an empty `<span id="…">` just before it. Links already shared, and the
 * product's older help links, still land on the heading.
 */

type Node = {type: string; value?: string; depth?: number; children?: Node[]; [key: string]: unknown};

/** The CSS class of the alias anchors (src/css/custom.css keeps them clear of the sticky navbar). */
export const aliasClassName = 'heading-alias';

function text(node: Node): string {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return (node.children ?? []).map(text).join('');
}

function aliasAnchor(id: string): Node {
  return {
    type: 'mdxJsxFlowElement',
    name: 'span',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'id', value: id},
      {type: 'mdxJsxAttribute', name: 'className', value: aliasClassName},
    ],
    children: [],
  };
}

/** Adds the alias anchors to a Markdown tree; headings are slugged in order, as Docusaurus does, so repeated texts get the same -1, -2 suffixes. */
export function addHeadingAliases(tree: Node): void {
  const slugger = createSlugger();
  const visit = (parent: Node): void => {
    const children = parent.children ?? [];
    for (let i = 0; i < children.length; i += 1) {
      const child = children[i]!;
      if (child.type === 'heading') {
        const {text: plain, id} = parseMarkdownHeadingId(text(child), 'classic');
        const slug = slugger.slug(plain);
        if (id !== undefined && id !== slug) {
          children.splice(i, 0, aliasAnchor(slug));
          i += 1;
        }
      } else if (child.children) {
        visit(child);
      }
    }
  };
  visit(tree);
}

export default function headingAliases(): (tree: Node) => void {
  return addHeadingAliases;
}
