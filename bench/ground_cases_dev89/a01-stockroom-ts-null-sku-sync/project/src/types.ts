export interface Product {
  id: number;
  sku: string;
  name: string;
  priceCents: number;
  stock: number;
  kind: "single" | "bundle";
}

// One row of the supplier's CSV feed. Bundles come without a SKU of their own.
export interface FeedRow {
  sku: string | null;
  supplierRef: string;
  quantity: number;
  isBundle: boolean;
}

export type SortKey = "name" | "price_asc" | "price_desc";
