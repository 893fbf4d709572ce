import { createElement as h, useEffect, useState } from "react";
import { fetchProducts } from "./api.js";

export function App() {
  const [products, setProducts] = useState([]);
  useEffect(() => {
    fetchProducts().then(setProducts);
  }, []);
  return h("ul", null, products.map((p) => h("li", { key: p.id }, p.title)));
}
