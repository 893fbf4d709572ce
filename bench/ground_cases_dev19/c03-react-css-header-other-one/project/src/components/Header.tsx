import { useState } from "react";
import { Link } from "react-router-dom";
import logoUrl from "../assets/logo.svg";
import "./header.css";

type NavItem = { to: string; label: string };

const NAV: NavItem[] = [
  { to: "/", label: "首页" },
  { to: "/courses", label: "课程" },
  { to: "/teachers", label: "师资" },
  { to: "/about", label: "关于我们" },
];

export default function Header() {
  const [open, setOpen] = useState(false);

  return (
    <header className="site-header">
      <Link to="/" className="site-logo" onClick={() => setOpen(false)}>
        <img src={logoUrl} alt="青禾学堂" />
      </Link>
      <button
        className="nav-toggle"
        aria-label="打开菜单"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <span />
        <span />
        <span />
      </button>
      <nav className={open ? "nav-dropdown is-open" : "nav-dropdown"}>
        {NAV.map((item) => (
          <Link key={item.to} to={item.to} onClick={() => setOpen(false)}>
            {item.label}
          </Link>
        ))}
      </nav>
    </header>
  );
}
