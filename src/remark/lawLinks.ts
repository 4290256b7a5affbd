import type {Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {LAW_LINK_SCHEME, lawLinkUrl, lawTexts} from '../data/lawTexts';

/**
 * A page's link to a law, `[חוק שעות עבודה ומנוחה](law:hoursOfWork)`, gets the address of the law's
 * official text from src/data/lawTexts.ts before the page is rendered, so that an address is written
 * once for every page. A `law:` link that names no text of the table stops the build.
 */
export default function remarkLawLinks() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, 'link', (node: Link) => {
      if (!node.url.startsWith(LAW_LINK_SCHEME)) return;
      const url = lawLinkUrl(node.url);
      if (url === undefined) {
        throw new Error(`${file.path ?? ''}: [${node.url}]: no such text in src/data/lawTexts.ts (${Object.keys(lawTexts).join(', ')})`);
      }
      node.url = url;
    });
  };
}
