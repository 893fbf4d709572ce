import { Link } from "react-router-dom";
import { CartIcon } from "./icons";
import { SearchBar } from "./SearchBar";
import styles from "./Header.module.css";

type Props = {
  cartCount: number;
  onOpenCart: () => void;
};

export function Header({ cartCount, onOpenCart }: Props) {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        本文へスキップ
      </a>
      <Link to="/" className={styles.logo}>
        HANABI SHOP
      </Link>
      <SearchBar />
      <nav className={styles.links}>
        <Link to="/guide">ご利用ガイド</Link>
        <Link to="/faq">よくある質問</Link>
      </nav>
      <button
        className={styles.cartButton}
        onClick={onOpenCart}
        aria-label={cartCount > 0 ? `カート ${cartCount}点` : "カート（空）"}
      >
        <CartIcon />
        {cartCount > 0 && (
          <span className={styles.count} aria-hidden="true">
            {cartCount}
          </span>
        )}
      </button>
    </header>
  );
}
