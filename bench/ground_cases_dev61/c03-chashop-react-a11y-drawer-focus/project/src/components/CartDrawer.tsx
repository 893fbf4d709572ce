import { formatPrice, t } from '../i18n';
import { TrashIcon, XIcon } from './icons';

export interface CartLine {
  sku: string;
  name: string;
  qty: number;
  priceCents: number;
}

interface Props {
  open: boolean;
  lines: CartLine[];
  onClose: () => void;
  onRemove: (sku: string) => void;
  onCheckout: () => void;
}

export function CartDrawer({ open, lines, onClose, onRemove, onCheckout }: Props) {
  if (!open) return null;
  const total = lines.reduce((sum, l) => sum + l.qty * l.priceCents, 0);
  return (
    <>
      <div className="backdrop" onClick={onClose} />
      <aside className="cart-drawer">
        <header className="cart-drawer__head">
          <h2>购物车</h2>
          <button className="icon-btn" aria-label={t('cart.close')} onClick={onClose}>
            <XIcon />
          </button>
        </header>
        {lines.length === 0 ? (
          <p className="cart-drawer__empty">购物车是空的</p>
        ) : (
          <ul className="cart-drawer__lines">
            {lines.map((l) => (
              <li key={l.sku}>
                <span>{l.name} × {l.qty}</span>
                <span className="price">{formatPrice(l.qty * l.priceCents)}</span>
                <button
                  className="icon-btn"
                  aria-label={`${t('cart.remove')} ${l.name}`}
                  onClick={() => onRemove(l.sku)}
                >
                  <TrashIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        <footer className="cart-drawer__foot">
          <strong>{formatPrice(total)}</strong>
          <button className="primary" onClick={onCheckout}>去结算</button>
        </footer>
      </aside>
    </>
  );
}
