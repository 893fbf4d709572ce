import { query } from "./pool.js";

export type Customer = {
  id: number;
  name: string;
  email: string;
  created_at: Date;
};

export type CustomerCursor = { createdAt: string; id: number };

export async function listCustomers(limit: number, cursor?: CustomerCursor): Promise<Customer[]> {
  if (!cursor) {
    return query<Customer>(
      `SELECT * FROM customers ORDER BY created_at DESC, id DESC LIMIT $1`,
      [limit],
    );
  }
  return query<Customer>(
    `SELECT * FROM customers
     WHERE (created_at, id) < ($1, $2)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [cursor.createdAt, cursor.id, limit],
  );
}

export async function getCustomer(id: number): Promise<Customer | undefined> {
  const rows = await query<Customer>(`SELECT * FROM customers WHERE id = $1`, [id]);
  return rows[0];
}

export async function searchCustomers(term: string): Promise<Customer[]> {
  return query<Customer>(
    `SELECT * FROM customers WHERE name ILIKE $1 ORDER BY name LIMIT 50`,
    [`%${term}%`],
  );
}
