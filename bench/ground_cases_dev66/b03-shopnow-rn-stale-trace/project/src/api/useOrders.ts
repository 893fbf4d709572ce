import { useEffect, useState } from 'react';

export type Order = { id: string; title: string; status: string; eta?: string };

const BASE = 'https://api.shop.example.jp/v1';

export function useOrders() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    fetch(`${BASE}/orders`)
      .then((r) => r.json())
      .then((json) => setOrders(json.orders ?? []))
      .finally(() => setLoading(false));
  }, []);
  return { orders, loading };
}

export function useOrder(id: string) {
  const [order, setOrder] = useState<Order | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    fetch(`${BASE}/orders/${encodeURIComponent(id)}`)
      .then((r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        return r.json();
      })
      .then(setOrder)
      .catch(setError);
  }, [id]);
  return { order, error };
}
