import axios from 'axios';
import dayjs from 'dayjs';
import { Inventory, Reservation } from '../types';

const API = 'https://openapi.meituan.example/hotel';
const POI_ID = process.env.MEITUAN_POI_ID ?? '';

/** 推送房态到美团：库存为 0 的晚上设为满房 */
export async function pushInventory(items: Inventory[]): Promise<void> {
  const rows = items.map((inv) => {
    const left = Math.max(0, inv.total - inv.bookedTotal);
    return { poiId: POI_ID, roomId: inv.roomTypeId, date: inv.night, stock: left, status: left > 0 ? 1 : 0 };
  });
  await axios.post(`${API}/room/status/batch`, { rows }, { timeout: 8000 });
}

/** 美团订单占用的每一晚 */
export function nightsOf(r: Reservation): string[] {
  const nights: string[] = [];
  let d = dayjs(r.checkIn);
  const end = dayjs(r.checkOut);
  while (!d.isAfter(end, 'day')) {
    nights.push(d.format('YYYY-MM-DD'));
    d = d.add(1, 'day');
  }
  return nights;
}

/** 美团订单状态：20 已接单，30 已取消，40 已入住 */
export function mapStatus(code: number): 'confirmed' | 'cancelled' | 'unknown' {
  if (code === 20 || code === 40) return 'confirmed';
  if (code === 30) return 'cancelled';
  return 'unknown';
}
