import { NavLink, Link } from "react-router-dom";
import styles from "./Header.module.css";

const LINKS = [
  { to: "/orders", label: "注文" },
  { to: "/shifts", label: "シフト" },
  { to: "/staff", label: "スタッフ" },
  { to: "/settings", label: "設定" },
];

export function Header({ storeName }: { storeName: string }) {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.logo}>
        shiftboard
      </Link>
      <span>{storeName}</span>
      <nav className={styles.nav}>
        {LINKS.map((l) => (
          <NavLink key={l.to} to={l.to}>
            {l.label}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
