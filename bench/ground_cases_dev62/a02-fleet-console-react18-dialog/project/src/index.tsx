import React from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";

import App from "./App";
import { trackPageView } from "./analytics";
import "./index.css";

const container = document.getElementById("root");
if (!container) {
  throw new Error("#root is missing from index.html");
}

createRoot(container).render(
  <React.StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </React.StrictMode>
);

trackPageView(window.location.pathname);

if (process.env.NODE_ENV === "development") {
  // eslint-disable-next-line no-console
  console.info("fleet-console dev build", process.env.REACT_APP_API_URL);
}

window.addEventListener("popstate", () => {
  trackPageView(window.location.pathname);
});

export {};
