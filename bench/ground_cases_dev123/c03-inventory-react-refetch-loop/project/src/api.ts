export interface Item {
  id: number;
  sku: string;
  name: string;
  warehouse: string;
  qty: number;
  reorderAt: number;
}

export interface ItemFilters {
  q: string;
  warehouse: string;
  lowStock?: boolean;
}

const BASE: string = import.meta.env.VITE_API_BASE ?? "";

export async function fetchItems(filters: ItemFilters): Promise<Item[]> {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.warehouse) params.set("warehouse", filters.warehouse);
  if (filters.lowStock) params.set("low_stock", "1");
  const res = await fetch(`${BASE}/api/items?${params}`);
  if (!res.ok) {
    throw new Error(`GET /api/items failed: ${res.status}`);
  }
  const body = await res.json();
  return body.items as Item[];
}

export async function adjustQty(id: number, delta: number): Promise<Item> {
  const res = await fetch(`${BASE}/api/items/${id}/adjust`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ delta }),
  });
  if (!res.ok) {
    throw new Error(`adjust failed: ${res.status}`);
  }
  return (await res.json()) as Item;
}
