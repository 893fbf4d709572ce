import { useState } from "react";
import { useCart } from "../store/cart";

type Props = {
  shopName: string;
  onOpenCart: () => void;
};

export function Header({ shopName, onOpenCart }: Props) {
  const count = useCart((s) => s.items.length);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="site-header">
      <a className="logo" href="/">
        {shopName}
      </a>
      <button className="menu-toggle" onClick={() => setMenuOpen(!menuOpen)} aria-expanded={menuOpen}>
        メニュー
      </button>
      {menuOpen && (
        <nav className="site-nav">
          <a href="/items">商品一覧</a>
          <a href="/news">お知らせ</a>
          <a href="/contact">お問い合わせ</a>
        </nav>
      )}
      <button className="cart-button" onClick={onOpenCart}>
        カート <span className="badge">{count}</span>
      </button>
    </header>
  );
}
