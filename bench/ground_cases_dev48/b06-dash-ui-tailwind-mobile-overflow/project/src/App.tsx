import clsx from "clsx";
import { useEffect, useState } from "react";
import { Header } from "./components/Header";
import { Sidebar } from "./components/Sidebar";
import { Dashboard } from "./pages/Dashboard";

export default function App() {
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem("sidebar:collapsed") === "1");

  useEffect(() => {
    localStorage.setItem("sidebar:collapsed", collapsed ? "1" : "0");
  }, [collapsed]);

  return (
    <div className="flex min-h-screen">
      <Sidebar
        open={mobileNavOpen}
        collapsed={collapsed}
        onClose={() => setMobileNavOpen(false)}
        onToggleCollapsed={() => setCollapsed((c) => !c)}
      />
      <div className={clsx("flex flex-1 flex-col transition-[margin] duration-200", collapsed ? "md:ml-16" : "md:ml-64")}>
        <Header onMenuClick={() => setMobileNavOpen(true)} />
        <main className="flex-1 p-4 md:p-6">
          <Dashboard />
        </main>
      </div>
    </div>
  );
}
