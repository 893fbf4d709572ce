export type Product = {
  sku: string;
  name: string;
  priceCents: number;
  imageUrl?: string;
};

export type CartLine = {
  sku: string;
  name: string;
  unitPriceCents: number;
  qty: number;
};
