import { useEffect, useState } from "react";
import { fetchProducts, type Product } from "../api/products";
import { useShopStore } from "../store/shop";

export function useProducts(page: number, keyword: string) {
  const shopId = useShopStore((s) => s.currentShopId);
  const [items, setItems] = useState<Product[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!shopId) return;
    let cancelled = false;
    setLoading(true);
    fetchProducts({ shopId, page, keyword })
      .then((res) => {
        if (cancelled) return;
        setItems(res.items);
        setTotal(res.total);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [page, keyword]);

  return { items, total, loading };
}
