import { useCallback, useState } from "react";
import { Outlet } from "react-router-dom";

import { Avatar } from "./components/Avatar";
import { Drawer } from "./components/Drawer";
import { useSession } from "./session";

export function App() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { user } = useSession();
  const close = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="layout">
      <header className="topbar">
        <button
          className="topbar__menu"
          aria-expanded={drawerOpen}
          aria-controls="side-drawer"
          onClick={() => setDrawerOpen((v) => !v)}
        >
          Menu
        </button>
        <span className="topbar__title">Fleetdash</span>
        {user && <Avatar name={user.name} url={user.avatarUrl} size="sm" />}
      </header>
      <Drawer open={drawerOpen} onNavigate={close} />
      <div className="content">
        <Outlet />
      </div>
      <div className="footer">
        <small>Fleetdash · build {import.meta.env.VITE_BUILD ?? "dev"}</small>
      </div>
    </div>
  );
}
