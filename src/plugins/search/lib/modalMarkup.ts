/**
 * The DocSearch modal's markup that client/modalSemantics.ts corrects as it appears (and that
 * client/modalKeyboard.ts keeps the keyboard in and adds the Ctrl+Enter hint to): each selector
 * it looks for, with the code of the bundled modal that renders what it finds. A release that
 * renames a class or drops an attribute would stop a correction without a sound (a selector that
 * finds nothing does nothing): the build checks every one of these in the modal it bundles
 * (index.ts), and lib/modalMarkup.test.ts that the list covers every selector of the client module.
 */
/** `rendered`: the code that makes it, each a pattern (the bundle's short names change between releases). */
export type ModalMarkup = {selector: string; what: string; rendered: RegExp[]};

export const modalMarkup: ModalMarkup[] = [
  {selector: '.DocSearch-Container', what: "the backdrop, which carries the combobox's roles", rendered: [/"DocSearch-Container"/, /role:"combobox"/, /"aria-expanded"/, /"aria-haspopup"/]},
  {selector: '.DocSearch-Modal', what: 'the modal, made a named modal dialog', rendered: [/"DocSearch-Modal"/]},
  {
    selector: '#docsearch-label',
    what: 'the search field\'s label, the dialog\'s name (autocomplete\'s id "docsearch" and its label\'s "-label")',
    rendered: [/id:"docsearch"/, /id:\w+\(\w+\.id,"label"\)/, /"label",\w+\(\{className:"DocSearch-MagnifierLabel"\},\w+\.getLabelProps\(\)/],
  },
  {
    selector: 'header.DocSearch-SearchBar, footer.DocSearch-Footer',
    what: 'the header and footer, not landmarks',
    rendered: [/"header",\{className:"DocSearch-SearchBar"/, /"footer",\{className:"DocSearch-Footer"/],
  },
  {selector: '.DocSearch-Dropdown ul[role="listbox"]', what: 'a group of results, a list of links', rendered: [/"DocSearch-Dropdown"/, /role:"listbox"/, /"ul",\w+\.getListProps\(/]},
  {selector: 'DocSearch-Hit-source', what: "a group's title, the list's name", rendered: [/"DocSearch-Hit-source"/]},
  {selector: '.DocSearch-Dropdown .DocSearch-Hit', what: 'the first result, whose choice the first ArrowDown shows', rendered: [/"DocSearch-Dropdown"/, /className:"DocSearch-Hit"/]},
  {
    selector: '.DocSearch-Dropdown li.DocSearch-Hit',
    what: 'a result, which loses role="option" and aria-selected',
    rendered: [/"li",\w+\(\{className:"DocSearch-Hit"\}/, /role:"option"/, /"aria-selected"/],
  },
  {selector: ':scope > a[href]', what: "a result's link, which aria-activedescendant names", rendered: [/"aria-activedescendant"/, /"a",\{href:/]},
  {selector: '.DocSearch-Dropdown svg:not([aria-label]):not([aria-hidden])', what: 'the icons beside the words', rendered: [/"svg",/]},
  {selector: '.DocSearch-Input', what: 'the search field, its maxlength and aria-activedescendant', rendered: [/"DocSearch-Input"/]},
  {selector: 'DocSearch-Input', what: "the search field's class, where a keystroke hides the choice and an arrow shows it", rendered: [/"DocSearch-Input"/]},
  {selector: 'input.DocSearch-Input', what: 'the search field, its maxlength and aria-activedescendant', rendered: [/"input",\w+\(\{className:"DocSearch-Input"/]},
  {
    selector: '.DocSearch-Modal .DocSearch-Commands',
    what: "the footer's keys, which the Ctrl+Enter hint joins with their classes",
    rendered: [
      /"DocSearch-Modal"/,
      /"ul",\{className:"DocSearch-Commands"\}/,
      /"kbd",\{className:"DocSearch-Commands-Key"\}/,
      /"span",\{className:"DocSearch-Label"\}/,
      /"span",\{className:"DocSearch-Escape-Key"\}/,
    ],
  },
  {selector: '.DocSearch-Logo', what: '"Powered by Algolia", hidden offline', rendered: [/"DocSearch-Logo"/]},
];

/** The site's own markup that the client module reads too (client/SearchButton.tsx), not the modal's. */
export const siteSelectors = ['button.DocSearch-Button'];

/** What of the list the modal's code does not render: empty when every correction still has its target. */
export function missingMarkup(modalSource: string): string[] {
  return modalMarkup.flatMap(({selector, what, rendered}) => rendered.filter((code) => !code.test(modalSource)).map((code) => `${selector} (${what}): ${code.source} is not in the modal's code`));
}
