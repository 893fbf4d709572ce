export interface Item {
  id: number;
  sku: string;
  name: string;
  stock: number;
  warehouse: string;
  updatedAt: string;
}

export interface ItemQuery {
  q: string;
  page: number;
  perPage: number;
}

export interface ItemPage {
  items: Item[];
  total: number;
}

export async function fetchItems({ q, page, perPage }: ItemQuery): Promise<ItemPage> {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (q) params.set("q", q);
  const res = await fetch(`/api/items?${params}`, { headers: { Accept: "application/json" } });
  if (!res.ok) {
    throw new Error(`在庫一覧の取得に失敗しました (${res.status})`);
  }
  const body = await res.json();
  return { items: body.data, total: body.meta.total };
}
