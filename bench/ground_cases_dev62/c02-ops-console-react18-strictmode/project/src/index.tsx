import React from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";

import App from "./App";
import { ApiProvider } from "./api/ApiProvider";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("#root not found");

createRoot(container).render(
  <React.StrictMode>
    <ApiProvider baseUrl={import.meta.env.VITE_API_URL}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ApiProvider>
  </React.StrictMode>
);

if (import.meta.hot) {
  import.meta.hot.accept();
}

// Report render timing to the ops dashboard in production builds.
if (import.meta.env.PROD) {
  window.addEventListener("load", () => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (nav) {
      navigator.sendBeacon("/rum", JSON.stringify({ ttfb: nav.responseStart, load: nav.loadEventEnd }));
    }
  });
}
