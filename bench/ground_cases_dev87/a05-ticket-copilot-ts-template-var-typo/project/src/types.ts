export interface Customer {
  id: string;
  name: string;
  plan: "free" | "plus" | "business";
  tenureMonths: number;
}

export interface Ticket {
  id: string;
  category: "refund" | "shipping" | "account" | "other";
  customer: Customer;
  body: string;
}
