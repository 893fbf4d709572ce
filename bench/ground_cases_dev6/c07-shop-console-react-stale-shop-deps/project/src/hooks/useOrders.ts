import { useEffect, useState } from "react";
import { fetchOrders, type Order } from "../api/orders";
import { useShopStore } from "../store/shop";

export function useOrders(page: number, status?: string) {
  const shopId = useShopStore((s) => s.currentShopId);
  const [items, setItems] = useState<Order[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!shopId) return;
    let cancelled = false;
    setLoading(true);
    fetchOrders({ shopId, page, status })
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
  }, [shopId, page, status]);

  return { items, total, loading };
}
