import { promises as fs } from 'fs';
import { Inventory } from './types';

// 小民宿就 8 间房，库存直接存 JSON 文件
const FILE = process.env.INVENTORY_FILE ?? './data/inventory.json';

async function readAll(): Promise<Inventory[]> {
  try {
    return JSON.parse(await fs.readFile(FILE, 'utf8'));
  } catch {
    return [];
  }
}

export async function loadInventory(roomTypeId: string, nights: string[]): Promise<Inventory[]> {
  const all = await readAll();
  return nights.map(
    (night) =>
      all.find((x) => x.roomTypeId === roomTypeId && x.night === night) ?? {
        roomTypeId,
        night,
        total: 0,
        bookedTotal: 0,
        bookedBy: { ctrip: 0, meituan: 0, booking: 0 },
      },
  );
}

export async function saveInventory(items: Inventory[]): Promise<void> {
  const all = await readAll();
  for (const it of items) {
    const i = all.findIndex((x) => x.roomTypeId === it.roomTypeId && x.night === it.night);
    if (i >= 0) all[i] = it;
    else all.push(it);
  }
  await fs.writeFile(FILE, JSON.stringify(all, null, 2));
}
