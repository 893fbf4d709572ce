import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../i18n';
import { XIcon } from './icons';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** Used by the address and coupon forms. Moves focus in on open, back on close. */
export function Modal({ title, onClose, children }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  return (
    <div className="backdrop">
      <div ref={panel} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        <button className="icon-btn" aria-label={t('cart.close')} onClick={onClose}>
          <XIcon />
        </button>
        {children}
      </div>
    </div>
  );
}
