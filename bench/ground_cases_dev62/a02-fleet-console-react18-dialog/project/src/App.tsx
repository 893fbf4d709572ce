import React, { useEffect } from "react";
import { Route, Routes, useLocation } from "react-router-dom";

import { trackPageView } from "./analytics";
import { VehicleList } from "./vehicles/VehicleList";
import { VehicleDetail } from "./vehicles/VehicleDetail";
import { ToastHost } from "./ui/ToastHost";

export default function App() {
  const location = useLocation();

  useEffect(() => {
    // runs twice in dev under React 18 StrictMode (mount, unmount, mount)
    trackPageView(location.pathname);
  }, [location.pathname]);

  return (
    <div className="app">
      <header className="app__header">
        <h1>Fleet console</h1>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<VehicleList />} />
          <Route path="/vehicles/:id" element={<VehicleDetail />} />
        </Routes>
      </main>
      <ToastHost />
    </div>
  );
}
