export type CartLine = {
  sku: string;
  name: string;
  unitCents: number;
  qty: number;
};

export type Cart = {
  id: string;
  lines: CartLine[];
};
