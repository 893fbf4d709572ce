import { useEffect, useState } from "react";
import { NavLink } from "react-router-dom";

export function Sidebar() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem("sidebar") === "collapsed");

  useEffect(() => {
    localStorage.setItem("sidebar", collapsed ? "collapsed" : "open");
  }, [collapsed]);

  return (
    <nav className={collapsed ? "sidebar sidebar--collapsed" : "sidebar"}>
      <button type="button" className="sidebar__toggle" onClick={() => setCollapsed((c) => !c)}>
        <span className="icon" aria-hidden="true">menu</span>
        <span className="visually-hidden">Toggle sidebar</span>
      </button>
      <NavLink to="/" end>
        <span className="icon" aria-hidden="true">edit_note</span> Notebook
      </NavLink>
      <NavLink to="/reports">
        <span className="icon" aria-hidden="true">bar_chart</span> Reports
      </NavLink>
    </nav>
  );
}
