import { useEffect, useRef, useState } from "react";
import styles from "./UserMenu.module.css";

export default function UserMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onClick);
    return () => document.removeEventListener("mousedown", onClick);
  }, [open]);

  return (
    <div ref={ref}>
      <button className={styles.avatar} aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(!open)}>
        <img src="/api/me/avatar" alt="Account" width={32} height={32} />
      </button>
      {open && (
        <ul className={styles.menu} role="menu">
          <li role="menuitem"><a href="/settings">Settings</a></li>
          <li role="menuitem"><a href="/household">Household</a></li>
          <li role="menuitem"><a href="/logout">Sign out</a></li>
        </ul>
      )}
    </div>
  );
}
