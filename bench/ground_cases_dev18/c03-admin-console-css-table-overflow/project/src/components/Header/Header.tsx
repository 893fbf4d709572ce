import { useState } from "react";
import { Link } from "react-router-dom";
import styles from "./Header.module.css";

type Props = { userName: string; avatarUrl: string; onLogout: () => void };

export function Header({ userName, avatarUrl, onLogout }: Props) {
  const [open, setOpen] = useState(false);

  return (
    <header className={styles.header}>
      <span className={styles.brand}>Hexa Admin</span>
      <button className={styles.userButton} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <img className={styles.avatar} src={avatarUrl} alt="" />
        <span>{userName}</span>
        {open && (
          <nav className={styles.dropdown} onClick={(e) => e.stopPropagation()}>
            <Link to="/profile">个人资料</Link>
            <Link to="/settings">设置</Link>
            <a href="#" onClick={(e) => { e.preventDefault(); onLogout(); }}>
              退出登录
            </a>
          </nav>
        )}
      </button>
    </header>
  );
}
