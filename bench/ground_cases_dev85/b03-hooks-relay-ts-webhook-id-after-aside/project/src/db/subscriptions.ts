import pg from "pg";
import type { DeliveryResult } from "../webhooks/dispatcher.js";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

export interface Subscription {
  id: string;
  url: string;
  secret: string;
  eventTypes: string[];
}

export async function listActiveSubscriptions(eventType: string): Promise<Subscription[]> {
  const { rows } = await pool.query(
    `SELECT id, url, secret, event_types
       FROM webhook_subscriptions
      WHERE active AND $1 = ANY(event_types)`,
    [eventType],
  );
  return rows.map((r) => ({ id: r.id, url: r.url, secret: r.secret, eventTypes: r.event_types }));
}

export async function recordDelivery(subscriptionId: string, result: DeliveryResult): Promise<void> {
  await pool.query(
    `INSERT INTO webhook_deliveries (subscription_id, event_id, ok, status, attempts, delivered_at)
     VALUES ($1, $2, $3, $4, $5, now())`,
    [subscriptionId, result.eventId, result.ok, result.status ?? null, result.attempts],
  );
}
