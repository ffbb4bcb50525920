import { MODAL_CLOSE_DELAY_MS } from '@plaza/contracts/constants';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { CloseIcon } from './icons';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** How many dialogs the visitor opened (or must answer) are on screen; the site's own pop-ups wait for zero. */
let openDialogCount = 0;
const openDialogListeners = new Set<() => void>();

function changeOpenDialogCount(delta: number): void {
  openDialogCount += delta;
  openDialogListeners.forEach((listener) => listener());
}

function subscribeToOpenDialogs(listener: () => void): () => void {
  openDialogListeners.add(listener);
  return () => openDialogListeners.delete(listener);
}

/** True while a dialog other than a deferred one is open: a pop-up the site opens by itself waits until then. */
export function useIsDialogOpen(): boolean {
  return useSyncExternalStore(subscribeToOpenDialogs, () => openDialogCount > 0);
}

export interface ModalProps {
  title: string;
  /** Hides the title visually while keeping it as the dialog's accessible name. */
  isTitleHidden?: boolean;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** False for a dialog the visitor must answer (a forced password change): no close button, Escape or backdrop. */
  isDismissible?: boolean;
  /** True for a pop-up the site opens by itself (announcements): it does not count as an open dialog. */
  isDeferred?: boolean;
}

/**
 * A modal dialog: focus moves in and is kept inside, Escape, the close button and the backdrop close it after
 * the 100 ms close animation (docs/product/site.md#business-constants), and focus returns to where it was. Render
 * it only while open.
 */
export function Modal({
  title,
  isTitleHidden = false,
  onClose,
  children,
  className,
  isDismissible = true,
  isDeferred = false,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const [isClosing, setIsClosing] = useState(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      previousFocus?.focus();
    };
  }, []);

  useEffect(() => {
    if (isDeferred) {
      return undefined;
    }
    changeOpenDialogCount(1);
    return () => changeOpenDialogCount(-1);
  }, [isDeferred]);

  useEffect(() => {
    if (!isClosing) {
      return undefined;
    }
    const timer = window.setTimeout(() => onCloseRef.current(), MODAL_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isClosing]);

  const requestClose = () => {
    if (isDismissible) {
      setIsClosing(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab' || dialogRef.current === null) {
      return;
    }
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`modal${isClosing ? ' modal--closing' : ''}`}>
      <div className="modal__backdrop" onClick={requestClose} />
      <div
        ref={dialogRef}
        className={['modal__dialog', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={`modal__header${isTitleHidden ? ' modal__header--bare' : ''}`}>
          <h2 id={titleId} className={isTitleHidden ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          {isDismissible ? (
            <button
              type="button"
              className="modal__close"
              aria-label={t('common.close')}
              onClick={requestClose}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
