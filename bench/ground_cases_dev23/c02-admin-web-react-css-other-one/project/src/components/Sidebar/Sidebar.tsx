import { NavLink } from "react-router-dom";
import { useState } from "react";
import clsx from "clsx";
import styles from "./Sidebar.module.css";

type Section = "dashboard" | "invoices" | "customers" | "settings";

const ITEMS: { key: Section; label: string; to: string }[] = [
  { key: "dashboard", label: "概览", to: "/" },
  { key: "invoices", label: "发票", to: "/invoices" },
  { key: "customers", label: "客户", to: "/customers" },
  { key: "settings", label: "设置", to: "/settings" },
];

export function Sidebar({ active }: { active: Section }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <aside className={clsx(styles.sidebar, collapsed && styles.collapsed)}>
      <div className={styles.logo} onClick={() => setCollapsed((c) => !c)}>
        {collapsed ? "A" : "Acme Admin"}
      </div>
      <nav className={styles.nav}>
        {ITEMS.map((item) => (
          <NavLink
            key={item.key}
            to={item.to}
            className={clsx(styles.item, item.key === active && styles.active)}
          >
            {collapsed ? item.label.slice(0, 1) : item.label}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
