import axios from 'axios';
import { Inventory, Reservation } from '../types';
import { eachNight } from '../utils/dates';

// Booking.com 走第三方 channel manager 接口（海外客人不多）
const API = 'https://supply-xml.booking.example/hotels/xml';
const HOTEL_ID = process.env.BOOKING_HOTEL_ID ?? '';

export async function pushInventory(items: Inventory[]): Promise<void> {
  const body = items
    .map((inv) => {
      const left = Math.max(0, inv.total - inv.bookedTotal);
      return `<room id="${inv.roomTypeId}"><date value="${inv.night}"><roomstosell>${left}</roomstosell></date></room>`;
    })
    .join('');
  await axios.post(API, `<request><hotel id="${HOTEL_ID}">${body}</hotel></request>`, {
    headers: { 'Content-Type': 'text/xml' },
    timeout: 10000,
  });
}

/** Booking 订单占用的每一晚 */
export function nightsOf(r: Reservation): string[] {
  return eachNight(r.checkIn, r.checkOut);
}

export function mapStatus(s: string): 'confirmed' | 'cancelled' | 'unknown' {
  if (s === 'new' || s === 'modified') return 'confirmed';
  if (s === 'cancelled') return 'cancelled';
  return 'unknown';
}
