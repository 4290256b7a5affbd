import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {openingClass, openingGlobal, searchOpeningScript} from './openingScript';

type FakeElement = {
  tagName: string;
  className: string;
  attributes: Record<string, string>;
  children: FakeElement[];
  listeners: Record<string, (event: object) => void>;
  [property: string]: unknown;
};

/** Runs the script against a minimal DOM: returns the page's global object, its key listener and its body. */
function run() {
  const windowListeners: Record<string, (event: object) => void> = {};
  const body: FakeElement[] = [];
  let focused: FakeElement | null = null;
  const element = (tag: string): FakeElement => {
    const created: FakeElement = {
      tagName: tag.toUpperCase(),
      className: '',
      value: '',
      attributes: {},
      children: [],
      listeners: {},
      parentNode: null,
      setAttribute: (name: string, value: string) => (created.attributes[name] = value),
      appendChild: (child: FakeElement) => {
        child.parentNode = created;
        created.children.push(child);
      },
      addEventListener: (type: string, listener: (event: object) => void) => (created.listeners[type] = listener),
      // The dialog's focusable controls in document order (its Tab stops), for the selector the script asks.
      querySelectorAll: (selector: string) => {
        const tags = selector.split(',').map((part) =>
          part
            .replace(/\[.*\]/, '')
            .trim()
            .toUpperCase(),
        );
        const found: FakeElement[] = [];
        const walk = (node: FakeElement): void => {
          for (const child of node.children) {
            if (tags.includes(child.tagName)) found.push(child);
            if (child.children) walk(child);
          }
        };
        walk(created);
        return found;
      },
      focus: () => (focused = created),
      remove: () => {
        const siblings = created.parentNode ? (created.parentNode as FakeElement).children : body;
        siblings.splice(siblings.indexOf(created), 1);
      },
    };
    return created;
  };
  const button = {
    dataset: {openingLabel: 'חיפוש', openingLoading: 'החיפוש נטען…', openingCancel: 'ביטול', openingFailed: 'לא הצלחנו לטעון את החיפוש.', openingRetry: 'ניסיון חוזר'},
    focus: () => undefined,
  };
  const document = {
    createElement: element,
    createTextNode: (data: string) => ({data}),
    querySelector: () => button,
    addEventListener: () => undefined,
    body: {appendChild: (child: FakeElement) => body.push(child)},
    get activeElement() {
      return focused;
    },
  };
  const window: Record<string, unknown> = {addEventListener: (type: string, listener: (event: object) => void) => (windowListeners[type] = listener), getSelection: () => ''};
  new Function('window', 'document', searchOpeningScript(64))(window, document);
  const api = window[openingGlobal] as {
    value: () => string | null;
    open: () => void;
    close: (restore: boolean) => void;
    fail: () => void;
    owner: {request: () => void; dismiss: () => void} | null;
  };
  const keydown = (event: {key: string; ctrlKey?: boolean; shiftKey?: boolean; target?: object}) => {
    let prevented = false;
    windowListeners.keydown!({target: {tagName: 'BODY'}, ...event, preventDefault: () => (prevented = true)});
    return prevented;
  };
  return {api, keydown, body, focused: () => focused, online: () => windowListeners.online!({})};
}

const find = (root: FakeElement, className: string): FakeElement | undefined => (root.className === className ? root : (root.children ?? []).map((child) => find(child, className)).find(Boolean));

describe('searchOpeningScript', () => {
  it('opens a named dialog with a focused field of 64 characters and a loading status on Ctrl+K', () => {
    const {api, keydown, body, focused} = run();
    assert.equal(api.value(), null);
    assert.equal(keydown({key: 'k', ctrlKey: true}), true);
    assert.equal(body.length, 1);
    assert.equal(body[0]!.className, openingClass);
    const dialog = find(body[0]!, `${openingClass}__dialog`)!;
    assert.deepEqual([dialog.attributes.role, dialog.attributes['aria-modal'], dialog.attributes['aria-label']], ['dialog', 'true', 'חיפוש']);
    const field = find(body[0]!, `${openingClass}__input`)!;
    assert.equal(focused(), field);
    assert.equal(field.maxLength, 64);
    assert.equal(api.value(), '');
    const status = find(body[0]!, `${openingClass}__status`)!;
    assert.equal(status.attributes.role, 'status');
    assert.equal(status.children.at(-1)!.data, ' החיפוש נטען…');
  });

  it('closes the dialog on a second Ctrl+K, and on close()', () => {
    const {api, keydown, body} = run();
    keydown({key: 'k', ctrlKey: true});
    keydown({key: 'k', ctrlKey: true});
    assert.equal(body.length, 0);
    keydown({key: '/'});
    api.close(true);
    assert.deepEqual([body.length, api.value()], [0, null]);
  });

  it('leaves "/" typed in a field alone, and every key to the SearchBar once it owns the dialog', () => {
    const {api, keydown, body} = run();
    assert.equal(keydown({key: '/', target: {tagName: 'INPUT'}}), false);
    api.owner = {request: () => undefined, dismiss: () => undefined};
    assert.equal(keydown({key: 'k', ctrlKey: true}), false);
    assert.equal(body.length, 0);
  });

  it('says when the search could not load, keeps the text, and tries again from its button, once online, or when opened again', () => {
    const {api, keydown, body, focused, online} = run();
    let requests = 0;
    keydown({key: 'k', ctrlKey: true});
    const field = find(body[0]!, `${openingClass}__input`)!;
    field.value = 'הבראה';
    api.owner = {request: () => requests++, dismiss: () => undefined};
    const status = find(body[0]!, `${openingClass}__status`)!;
    api.fail();
    assert.equal(status.className, `${openingClass}__status ${openingClass}__status--failed`);
    assert.equal(status.children.at(-1)!.data, ' לא הצלחנו לטעון את החיפוש.');
    const retry = find(body[0]!, `${openingClass}__retry button button--primary`)!;
    assert.deepEqual([retry.tagName, retry.type, retry.textContent], ['BUTTON', 'button', 'ניסיון חוזר']);
    assert.equal(api.value(), 'הבראה');
    // Tab goes round the field, "ביטול" and "ניסיון חוזר", the owner's or not (the page's key listener).
    const tab = (shiftKey = false) => keydown({key: 'Tab', shiftKey});
    assert.equal(tab(), true);
    tab();
    assert.equal(focused(), retry);
    tab();
    assert.equal(focused(), field);
    tab(true);
    assert.equal(focused(), retry);
    retry.listeners.click!({});
    online();
    assert.equal(requests, 2);
    // Opened again (the SearchBar's retry), it says it is loading, with no button, and the text stays.
    api.open();
    assert.equal(status.className, `${openingClass}__status`);
    assert.equal(status.children.at(-1)!.data, ' החיפוש נטען…');
    assert.equal(find(body[0]!, `${openingClass}__retry button button--primary`), undefined);
    assert.deepEqual([focused(), api.value()], [field, 'הבראה']);
    // Back online with nothing failed: no request.
    online();
    assert.equal(requests, 2);
  });

  it('is one expression with no closing script tag', () => {
    const script = searchOpeningScript(64);
    assert.ok(!/<\/script/i.test(script));
    assert.doesNotThrow(() => new Function(script));
  });
});
