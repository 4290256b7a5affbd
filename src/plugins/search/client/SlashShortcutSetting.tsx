import {useCallback, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Translate from '@docusaurus/Translate';
import {slashShortcutKey, slashShortcutOn, storeSlashShortcut} from '../lib/slashShortcut';

function storage(): Storage | undefined {
  try {
    return ExecutionEnvironment.canUseDOM ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** Whether "/" opens the search (the reader's choice, kept in local storage), and a way to change it. */
export function useSlashShortcut(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => slashShortcutOn(storage()));
  useEffect(() => {
    // Another tab changed it (or cleared the site's storage).
    const update = (event: StorageEvent): void => {
      if (event.key === slashShortcutKey || event.key === null) setOn(slashShortcutOn(storage()));
    };
    window.addEventListener('storage', update);
    return () => window.removeEventListener('storage', update);
  }, []);
  const change = useCallback((value: boolean) => {
    storeSlashShortcut(storage(), value);
    setOn(value);
  }, []);
  return [on, change];
}

/**
 * The setting in the modal's footer, beside the keys DocSearch lists: a checkbox that turns the
 * "/" shortcut off and on (WCAG 2.1.4). Ctrl+K, which needs a modifier, stays.
 */
function SlashShortcutSetting({footer, on, onChange}: {footer: HTMLElement; on: boolean; onChange: (on: boolean) => void}) {
  return createPortal(
    <label className="search-slash-setting">
      <input type="checkbox" checked={on} onChange={(event) => onChange(event.currentTarget.checked)} />{' '}
      <Translate id="custom.search.slashShortcut" description="The setting in the search dialog's footer that turns the single-key shortcut off and on" values={{key: <kbd>/</kbd>}}>
        {'המקש {key} פותח את החיפוש'}
      </Translate>
    </label>,
    footer,
  );
}

/** The setting, rendered into the footer of the modal in `container` while it is open. */
export function useSlashShortcutSetting(isOpen: boolean, container: RefObject<HTMLElement | null>, on: boolean, onChange: (on: boolean) => void): ReactNode {
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setFooter(isOpen ? (container.current?.querySelector<HTMLElement>('.DocSearch-Footer') ?? null) : null);
  }, [isOpen, container]);
  return isOpen && footer ? <SlashShortcutSetting footer={footer} on={on} onChange={onChange} /> : null;
}
