import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * DocSearch 4.7 (the search modal) gives its backdrop role="button" and the combobox attributes, so
 * screen readers take the whole modal for one button whose content is flattened (ARIA "children
 * presentational"), and axe reports nested-interactive; its <header> and <footer> add a second
 * banner and contentinfo landmark to the page. Upstream: algolia/docsearch#1370, #1491. DocSearch
 * offers no option for these, so the modal's markup is corrected as soon as it appears: the backdrop
 * loses the roles, the modal becomes a named modal dialog, the header and footer are plain boxes.
 */
const backdropAttributes = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-owns', 'aria-labelledby'];

function setAttribute(element: Element, name: string, value: string): void {
  // Only on a change: an unchanged value would still notify the observer below, again and again.
  if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

function correct(backdrop: Element): void {
  for (const name of backdropAttributes) {
    backdrop.removeAttribute(name);
  }
  const modal = backdrop.querySelector('.DocSearch-Modal');
  if (modal) {
    setAttribute(modal, 'role', 'dialog');
    setAttribute(modal, 'aria-modal', 'true');
    // "חיפוש", the label of the search field.
    setAttribute(modal, 'aria-labelledby', 'docsearch-label');
  }
  for (const box of Array.from(backdrop.querySelectorAll('header.DocSearch-SearchBar, footer.DocSearch-Footer'))) {
    setAttribute(box, 'role', 'none');
  }
}

if (ExecutionEnvironment.canUseDOM) {
  // React sets the backdrop's attributes again when their values change (aria-controls follows the
  // results), so the observer also watches those attributes.
  new MutationObserver(() => {
    const backdrop = document.querySelector('.DocSearch-Container');
    if (backdrop) {
      correct(backdrop);
    }
  }).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: backdropAttributes});
}
