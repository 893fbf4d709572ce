import { EventEmitter } from "node:events";

import { pool } from "./db.js";

export interface PriceTick {
  sku: string;
  price: number;
  at: number;
}

class PriceFeed extends EventEmitter {
  private timer: NodeJS.Timeout | null = null;
  private lastSeen = 0;

  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async poll(): Promise<void> {
    const { rows } = await pool.query<{ sku: string; price: number; updated_at: Date }>(
      "SELECT sku, price, updated_at FROM prices WHERE updated_at > to_timestamp($1 / 1000.0) ORDER BY updated_at",
      [this.lastSeen],
    );
    for (const row of rows) {
      this.lastSeen = row.updated_at.getTime();
      this.emit("price", { sku: row.sku, price: row.price, at: this.lastSeen } satisfies PriceTick);
    }
  }
}

export const priceFeed = new PriceFeed();
