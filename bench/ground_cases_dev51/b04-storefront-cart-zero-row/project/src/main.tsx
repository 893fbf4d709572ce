import React from "react";
import ReactDOM from "react-dom/client";
import { CartPage } from "./cart/CartPage";

ReactDOM.createRoot(document.getElementById("root")!).render(
  <React.StrictMode>
    <CartPage />
  </React.StrictMode>,
);
