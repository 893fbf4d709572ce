import { createRoot } from "react-dom/client";
import { createElement } from "react";
import { App } from "./App.js";

createRoot(document.getElementById("root")).render(createElement(App));
