import React from "react";
import ReactDOM from "react-dom/client";

import App from "./App";
import { ThemeProvider, useTheme } from "./theme";
import "./index.css";

function Root() {
  const { theme } = useTheme();
  return (
    <div id="app-root" className={theme === "dark" ? "dark" : ""}>
      <App />
    </div>
  );
}

ReactDOM.createRoot(document.getElementById("root")!).render(
  <React.StrictMode>
    <ThemeProvider>
      <Root />
    </ThemeProvider>
  </React.StrictMode>,
);
