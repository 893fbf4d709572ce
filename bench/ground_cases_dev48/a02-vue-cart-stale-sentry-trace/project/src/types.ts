export type Product = {
  id: string;
  sku: string;
  name: string;
  /** Unit price in cents. */
  price: number;
  currency: "EUR";
  imageUrl: string;
};

export type CartLine = {
  id: string;
  productId: string;
  quantity: number;
  product: Product;
};

export type Voucher = {
  code: string;
  /** Discount in cents, or a percentage when `kind` is "percent". */
  amount: number;
  kind: "fixed" | "percent";
};

export type Cart = {
  id: string;
  lines: CartLine[];
  voucher?: Voucher | null;
  updatedAt: string;
};

export type ShippingOption = {
  id: string;
  label: string;
  /** Price in cents; 0 when free. */
  price: number;
  etaDays: [number, number];
};
