import pg from 'pg';
import type { Seller, SellerOrder } from './types.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export async function loadSellers(): Promise<Seller[]> {
  const { rows } = await pool.query('select id, name, commission_rate as "commissionRate", iban from sellers where active');
  return rows.map((r) => ({ ...r, commissionRate: Number(r.commissionRate) }));
}

export async function loadOrders(from: Date, to: Date): Promise<SellerOrder[]> {
  const { rows } = await pool.query(
    `select id, seller_id as "sellerId", status, items_cents as "itemsCents",
            shipping_cents as "shippingCents", delivered_at as "deliveredAt"
       from seller_orders
      where delivered_at >= $1 and delivered_at < $2`,
    [from, to],
  );
  return rows;
}
