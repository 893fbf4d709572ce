import knex, { type Knex } from "knex";

export type Db = Knex;

export function connect(url = process.env.DATABASE_URL): Db {
  return knex({ client: "pg", connection: url, pool: { min: 1, max: 10 } });
}

export interface OrderRow {
  id: number;
  number: string;
  status: string;
  customer_id: number;
  total_cents: number;
  currency: string;
  ship_line1: string;
  ship_city: string;
  ship_postcode: string;
  ship_country: string;
  created_at: Date;
}

export interface ItemRow {
  order_id: number;
  sku: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
}

export interface CustomerRow {
  id: number;
  name: string;
  email: string | null;
}
