import { useState } from "react";
import { Link } from "react-router-dom";
import { CloseIcon, MenuIcon } from "./icons";
import styles from "./MobileNav.module.css";

const LINKS = [
  { to: "/", label: "トップ" },
  { to: "/guide", label: "ご利用ガイド" },
  { to: "/faq", label: "よくある質問" },
  { to: "/contact", label: "お問い合わせ" },
];

/** Shown below 768px instead of the header links (see MobileNav.module.css). */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.root}>
      <button className={styles.toggle} onClick={() => setOpen(true)}>
        <MenuIcon />
      </button>
      {open && (
        <div className={styles.drawer} role="dialog" aria-modal="true" aria-label="メニュー">
          <button className={styles.close} aria-label="メニューを閉じる" onClick={() => setOpen(false)}>
            <CloseIcon />
          </button>
          <ul>
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} onClick={() => setOpen(false)}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
