export type OrderStatus = "open" | "paid" | "shipped" | "cancelled";

export interface OrderLine {
  sku: string;
  name: string;
  quantity: number;
  /** decimal string from the API, e.g. "19.99" */
  unitPrice: string;
}

export interface Order {
  id: string;
  number: string;
  customer: string;
  status: OrderStatus;
  currency: string;
  createdAt: string;
  lines: OrderLine[];
}

export interface Page<T> {
  items: T[];
  total: number;
}
