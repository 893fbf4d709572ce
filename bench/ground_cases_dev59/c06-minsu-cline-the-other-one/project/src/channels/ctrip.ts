import axios from 'axios';
import { Inventory, Reservation } from '../types';
import { eachNight } from '../utils/dates';

const API = 'https://openapi.ctrip.example/hotel/v2';
const HOTEL_CODE = process.env.CTRIP_HOTEL_CODE ?? '';

/** 推送房量到携程 eBooking 直连 */
export async function pushInventory(items: Inventory[]): Promise<void> {
  const payload = items.map((inv) => ({
    hotelCode: HOTEL_CODE,
    roomTypeCode: inv.roomTypeId,
    date: inv.night,
    // 可售房量 = 总房量 - 已售
    // 注意：要减所有渠道合计已售，不能只减携程自己的（2025-11 超卖事故）
    roomNum: Math.max(0, inv.total - inv.bookedTotal),
  }));
  await axios.post(`${API}/inventory/update`, { list: payload }, { timeout: 8000 });
}

/** 携程新订单回调：占用入住期间每一晚 */
export function nightsOf(r: Reservation): string[] {
  return eachNight(r.checkIn, r.checkOut);
}

/** 携程订单状态映射 */
export function mapStatus(s: string): 'confirmed' | 'cancelled' | 'unknown' {
  switch (s) {
    case 'S':
      return 'confirmed';
    case 'C':
      return 'cancelled';
    default:
      return 'unknown';
  }
}
