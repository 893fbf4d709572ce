import { NavLink } from "react-router-dom";
import Tooltip from "./Tooltip";
import styles from "./Sidebar.module.css";

const items = [
  { to: "/", label: "Plans", icon: "🍲" },
  { to: "/recipes", label: "Recipes", icon: "📖" },
  { to: "/shopping", label: "Shopping list", icon: "🛒" },
  { to: "/guests", label: "Guests", icon: "👥" },
];

export default function Sidebar() {
  return (
    <nav className={styles.sidebar}>
      {items.map((item) => (
        <Tooltip key={item.to} label={item.label}>
          <NavLink to={item.to} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
            <span aria-hidden>{item.icon}</span>
          </NavLink>
        </Tooltip>
      ))}
    </nav>
  );
}
