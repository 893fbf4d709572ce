import { useEffect, useState } from "react";

export function useCart() {
  const [items, setItems] = useState([]);
  useEffect(() => {
    fetch("/api/cart").then((r) => r.json()).then((data) => setItems(data.items));
  }, []);
  const remove = (id) => {
    fetch(`/api/cart/${id}`, { method: "DELETE" }).then(() => setItems((xs) => xs.filter((x) => x.id !== id)));
  };
  return { items, remove };
}
