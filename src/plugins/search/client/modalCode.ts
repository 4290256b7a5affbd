/**
 * What the search modal needs only once it opens, in one chunk: DocSearch's modal and its words
 * (theme-search-algolia's translations of every screen, about 2 KiB compressed, which imported by
 * the SearchBar sat in every page's main script). The SearchBar imports this module when the pointer,
 * a touch or the focus reaches the search button, or at the tap. The modal's keyboard
 * (./modalKeyboard.ts) starts with it: until the modal first opens, no page needs it. The button and the opening
 * dialog carry their own few words from the first paint (../theme/SearchBar).
 */
import './modalKeyboard';

export {DocSearchModal} from '@docsearch/react/modal';
export {default as translations} from '@theme/SearchTranslations';
