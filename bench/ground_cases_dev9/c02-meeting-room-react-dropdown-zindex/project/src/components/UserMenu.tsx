import { useEffect, useRef, useState } from "react";
import styles from "./TopNav.module.css";

export default function UserMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  return (
    <div className={styles.menuWrap} ref={ref}>
      <img className={styles.avatar} src="/api/me/avatar" alt="me" onClick={() => setOpen((v) => !v)} />
      {open && (
        <nav className={styles.dropdown}>
          <a href="/me/bookings">我的预订</a>
          <a href="/me/settings">个人设置</a>
          <a href="/logout">退出登录</a>
        </nav>
      )}
    </div>
  );
}
