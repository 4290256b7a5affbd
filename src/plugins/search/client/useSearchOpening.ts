import {useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import {cutQuery} from '@site/src/search/config';
import {openingClass, openingGlobal} from '../lib/openingScript';
import {useTransformSearchClient} from './useSearchClient';
import './searchOpening.css';

/**
 * The dialog the opening script (../lib/openingScript.ts) shows while the DocSearch modal's code
 * loads: a focused field that keeps every keystroke. Absent only where the script did not run.
 */
type OpeningDialog = {
  open: () => void;
  close: (restoreFocus: boolean) => void;
  /** Says the search could not load, and offers to try again (the `owner`'s `request`). */
  fail: () => void;
  /** The field's text while the dialog is open, else null. */
  value: () => string | null;
  /** The text selected on the page when the dialog opened. */
  selection: string;
  /** The SearchBar, once hydrated: the script leaves taps and shortcuts to it. */
  owner: {request: () => void; dismiss: () => void} | null;
};

function openingDialog(): OpeningDialog | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, OpeningDialog | undefined>)[openingGlobal];
}

/** How long the reader's typing pauses before the modal's code runs, or the modal takes over from the dialog. */
const typingPauseMs = 150;

/** The opening dialog's field, where the script rendered it. */
const openingField = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>(`.${openingClass}__input`);

/**
 * Runs `run` once `quietSince()` (the tap, then each keystroke) is `ms` in the past; returns a
 * cancel. At once if it already is.
 */
function whenQuiet(quietSince: () => number, ms: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = (): void => {
    const left = quietSince() + ms - performance.now();
    if (left <= 0) run();
    else timer = setTimeout(check, left);
  };
  check();
  return () => clearTimeout(timer);
}

/**
 * Hears each keystroke in the opening dialog (`typed`), once per field. Offline, the dialog searches
 * each one itself and shows its first hits (./openingAnswers.ts), which fetches the index files the
 * modal's first search then finds in.
 */
function hearTyping(watched: WeakSet<HTMLInputElement>, typed: () => void): void {
  const field = openingField();
  if (!field || watched.has(field)) return;
  watched.add(field);
  field.addEventListener('input', typed);
}

/** Sets a React-controlled field's text as typing would, so that its owner hears of it. */
function typeInto(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

type Options = {
  /** Readies what the modal renders into. */
  prepare: () => void;
  /** Whether the modal's code is here: it can open within the reader's gesture. */
  loaded: () => boolean;
  /** Loads the modal's code (and what it needs). */
  load: () => Promise<unknown>;
  isOpen: boolean;
  setIsOpen: (open: boolean) => void;
  /** Where the modal renders; the hand-over looks for its field there. */
  container: RefObject<HTMLElement | null>;
  /** Closes the modal (`close` also forgets a pending opening and closes the dialog). */
  onClose: () => void;
};

/**
 * Opening the search without losing a keystroke (issue: "שעות נוספות" arrived as "ות נוספות").
 * When the modal's code is not here yet, `open` shows the opening dialog at once (its field takes
 * focus within the reader's tap, so a phone shows its keyboard) and loads the code; when the modal
 * mounts, the dialog's text is its initial query (`initialQuery()`), and before anything else can
 * happen (a layout effect) the modal's field takes the focus with the caret at the end, and the
 * dialog goes. A dialog the script opened before hydration is taken over here.
 * `waiting` is true while the dialog stands in for the modal (the shortcut keys then close it).
 */
export function useSearchOpening({prepare, loaded, load, isOpen, setIsOpen, container, onClose}: Options) {
  const [waiting, setWaiting] = useState(false);
  // Opening starts loading the search itself (offline, the engine and the index) alongside the modal.
  const guideClient = useTransformSearchClient();
  const watched = useRef(new WeakSet<HTMLInputElement>());
  const waitingRef = useRef(false);
  const handOver = useRef(false);
  /** Cancels what waits for a pause in the reader's typing (the modal's load, or its taking over). */
  const deferred = useRef<(() => void) | undefined>(undefined);
  /** When the reader last tapped the button or typed in the opening dialog. */
  const quietSince = useRef(0);

  const open = useCallback(() => {
    prepare();
    // The search itself starts loading at the tap (offline, the worker parses the index's entry),
    // not when the modal has mounted, which takes a few hundred milliseconds on a slow phone.
    guideClient?.();
    const dialog = openingDialog();
    if (loaded() && dialog?.value() == null) {
      setIsOpen(true);
      return;
    }
    dialog?.open();
    quietSince.current = performance.now();
    if (waitingRef.current) return;
    waitingRef.current = true;
    setWaiting(true);
    hearTyping(watched.current, () => (quietSince.current = performance.now()));
    /** Runs `run` once the reader's typing has paused (or at once), unless the opening is given up meanwhile. */
    const onPause = (run: () => void): void => {
      deferred.current?.();
      deferred.current = whenQuiet(
        () => quietSince.current,
        typingPauseMs,
        () => {
          deferred.current = undefined;
          if (waitingRef.current) run();
        },
      );
    };
    // Mounting the modal takes the page's main thread for a few hundred milliseconds on a slow phone;
    // done while the reader types, it held up the keystrokes, and the search of what they typed. So
    // the modal takes over once the typing pauses. Typing again meanwhile waits for the next pause.
    const handOverWhenQuiet = (): void =>
      onPause(() => {
        deferred.current = undefined;
        if (!waitingRef.current) return;
        if (performance.now() - quietSince.current < typingPauseMs) {
          handOverWhenQuiet();
          return;
        }
        waitingRef.current = false;
        setWaiting(false);
        handOver.current = true;
        setIsOpen(true);
      });
    const start = (): void => {
      load().then(handOverWhenQuiet, () => {
        // The code could not be fetched (offline): the dialog stays, with its text, and says so; its
        // "ניסיון חוזר", the shortcut, or the browser coming back online tries again.
        waitingRef.current = false;
        setWaiting(false);
        openingDialog()?.fail();
      });
    };
    start();
  }, [prepare, loaded, load, guideClient, setIsOpen]);

  /** Starts loading the modal's code ahead of a tap (the pointer or the focus reached the button). */
  const preload = useCallback(() => void load().catch(() => undefined), [load]);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  /** Forgets a pending opening, closes the dialog if it is open, and the modal. */
  const close = useCallback(() => {
    deferred.current?.();
    deferred.current = undefined;
    waitingRef.current = false;
    setWaiting(false);
    openingDialog()?.close(false);
    onCloseRef.current();
  }, []);

  // The dialog's text, handed to the modal on its first render (DocSearch reads it once).
  const initialQuery = useCallback((): string | undefined => {
    const dialog = openingDialog();
    const typed = dialog?.value();
    if (!handOver.current || !dialog || typed == null) return undefined;
    return typed || cutQuery(dialog.selection) || undefined;
  }, []);

  useLayoutEffect(() => {
    if (!isOpen || !handOver.current) return;
    handOver.current = false;
    const dialog = openingDialog();
    const input = container.current?.querySelector<HTMLInputElement>('input.DocSearch-Input');
    // Without the modal's field (it did not render), the dialog and its text stay.
    if (!input) return;
    const typed = dialog?.value();
    if (typed && input.value !== typed) typeInto(input, typed);
    input.focus();
    if (typed) {
      input.setSelectionRange(input.value.length, input.value.length);
    } else {
      // The selected text of the page, selected as DocSearch does: typing replaces it.
      input.select();
    }
    dialog?.close(false);
  }, [isOpen, container]);

  // The script leaves the dialog to the SearchBar from now on; one it opened is taken over.
  useEffect(() => {
    const dialog = openingDialog();
    if (!dialog) return undefined;
    dialog.owner = {request: open, dismiss: close};
    if (dialog.value() !== null && !isOpen) open();
    return () => {
      dialog.owner = null;
    };
    // isOpen is read once, as the owner registers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, close]);

  return {waiting, open, close, initialQuery, preload};
}
