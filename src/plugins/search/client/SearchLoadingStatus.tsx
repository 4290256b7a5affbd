import {useLayoutEffect, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {useSearchClientLoading} from './useSearchClient';
import {loadingText} from './searchWords';

/**
 * The modal's visible "החיפוש נטען…" beside a spinner, while the search itself (offline, its engine
 * and index) is still loading, as the opening dialog says while the modal's code loads. Rendered into
 * DocSearch's modal, under its search bar (searchOpening.css orders it there), as a polite status.
 */
function SearchLoadingStatus({modal}: {modal: HTMLElement}) {
  return createPortal(
    <p className="search-opening__status search-opening__status--modal" role="status">
      <span className="search-opening__spinner" aria-hidden="true" /> {loadingText()}
    </p>,
    modal,
  );
}

/** The loading status for the modal rendered in `container` while it is open, or nothing. */
export function useSearchLoadingStatus(isOpen: boolean, container: RefObject<HTMLElement | null>): ReactNode {
  const loading = useSearchClientLoading();
  const [modal, setModal] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    setModal(isOpen ? (container.current?.querySelector<HTMLElement>('.DocSearch-Modal') ?? null) : null);
  }, [isOpen, container]);
  return isOpen && modal && loading ? <SearchLoadingStatus modal={modal} /> : null;
}
