import { NavLink } from "react-router-dom";
import styles from "./TabBar.module.css";

type Tab = { to: string; label: string; icon: string };

const TABS: Tab[] = [
  { to: "/", label: "打刻", icon: "clock" },
  { to: "/history", label: "履歴", icon: "list" },
  { to: "/requests", label: "申請", icon: "inbox" },
  { to: "/settings", label: "設定", icon: "gear" },
];

export function TabBar() {
  return (
    <nav className={styles.tabBar} aria-label="メインメニュー">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.to === "/"}
          className={({ isActive }) =>
            isActive ? `${styles.tab} ${styles.active}` : styles.tab
          }
        >
          <span className={styles.icon} data-icon={tab.icon} aria-hidden />
          <span className={styles.label}>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
