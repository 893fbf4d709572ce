import { pool, WAREHOUSE_ID } from './db';

export interface PickLine {
  orderId: string;
  orderNumber: string;
  carrier: string;
  sku: string;
  name: string;
  qty: number;
  zone: 'AMBIENT' | 'CHILLED' | 'BULKY';
  bin: string; // e.g. "A2-03": aisle A2, shelf 03
}

// Pickers walk ambient first, chilled last so cold items spend the least time on the cart.
const ZONE_ORDER: PickLine['zone'][] = ['BULKY', 'AMBIENT', 'CHILLED'];

export function compareBins(a: PickLine, b: PickLine): number {
  if (a.zone !== b.zone) return ZONE_ORDER.indexOf(a.zone) - ZONE_ORDER.indexOf(b.zone);
  return a.bin.localeCompare(b.bin);
}

export async function loadWave(waveId: string): Promise<PickLine[]> {
  const { rows } = await pool.query(
    `SELECT o.id AS "orderId", o.number AS "orderNumber", o.carrier, l.sku, p.name, l.qty, p.zone, p.bin
       FROM wave_orders w
       JOIN orders o ON o.id = w.order_id
       JOIN order_lines l ON l.order_id = o.id
       JOIN products p ON p.sku = l.sku AND p.warehouse_id = $2
      WHERE w.wave_id = $1`,
    [waveId, WAREHOUSE_ID],
  );
  return (rows as PickLine[]).sort(compareBins);
}

export function groupByOrder(lines: PickLine[]): Map<string, PickLine[]> {
  const out = new Map<string, PickLine[]>();
  for (const line of lines) {
    const list = out.get(line.orderNumber) ?? [];
    list.push(line);
    out.set(line.orderNumber, list);
  }
  return out;
}
