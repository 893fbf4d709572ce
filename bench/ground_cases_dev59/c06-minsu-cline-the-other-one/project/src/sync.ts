import * as ctrip from './channels/ctrip';
import * as meituan from './channels/meituan';
import * as booking from './channels/booking';
import { Inventory, Reservation } from './types';
import { loadInventory, saveInventory } from './store';

const adapters = { ctrip, meituan, booking };

const CHANNEL_NAMES = { ctrip: '携程', meituan: '美团', booking: 'Booking' } as const;

/** 新订单进来：占用库存，然后把最新房量推给所有渠道 */
export async function onReservation(r: Reservation): Promise<void> {
  const nights = adapters[r.channel].nightsOf(r);
  const inv = await loadInventory(r.roomTypeId, nights);
  for (const item of inv) {
    item.bookedTotal += 1;
    item.bookedBy[r.channel] += 1;
  }
  await saveInventory(inv);
  console.log(`[房态同步] 新订单 ${r.id}，来自${CHANNEL_NAMES[r.channel]}，占用 ${nights.join('、')} 共 ${nights.length} 晚`);
  await pushAll(inv);
}

export async function pushAll(inv: Inventory[]): Promise<void> {
  const results = await Promise.allSettled([
    ctrip.pushInventory(inv),
    meituan.pushInventory(inv),
    booking.pushInventory(inv),
  ]);
  results.forEach((res, i) => {
    const name = CHANNEL_NAMES[(['ctrip', 'meituan', 'booking'] as const)[i]];
    if (res.status === 'rejected') {
      console.error(`[房态同步] 推送到${name}失败：${res.reason}`);
    } else {
      console.log(`[房态同步] 推送到${name}成功（${inv.length} 晚）`);
    }
  });
}
