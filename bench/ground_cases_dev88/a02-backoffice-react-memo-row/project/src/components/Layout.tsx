import type { ReactNode } from "react";
import { NavLink } from "react-router-dom";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <nav className="layout__nav">
        <NavLink to="/">Orders</NavLink>
        <NavLink to="/customers">Customers</NavLink>
        <NavLink to="/reports">Reports</NavLink>
      </nav>
      <main className="layout__main">{children}</main>
    </div>
  );
}
