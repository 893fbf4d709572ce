import { Link, NavLink } from "react-router-dom";
import { useCart } from "../../features/cart/useCart";
import { SearchBox } from "../SearchBox/SearchBox";
import styles from "./Header.module.css";

const NAV = [
  { to: "/new", label: "New in" },
  { to: "/women", label: "Women" },
  { to: "/men", label: "Men" },
  { to: "/sale", label: "Sale" },
];

export function Header() {
  const { count, open } = useCart();

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo} aria-label="Home">
        <img src="/logo.svg" alt="" width={112} height={28} />
      </Link>
      <nav className={styles.nav}>
        {NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
            {item.label}
          </NavLink>
        ))}
      </nav>
      <SearchBox className={styles.search} />
      <button type="button" className={styles.cart} onClick={open} aria-label={`Cart, ${count} items`}>
        <span className={styles.cartIcon} aria-hidden="true" />
        {count > 0 && <span className={styles.badge}>{count}</span>}
      </button>
    </header>
  );
}
