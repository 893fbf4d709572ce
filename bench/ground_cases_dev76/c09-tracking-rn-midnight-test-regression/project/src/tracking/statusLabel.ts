import { formatHm } from '../utils/time';

export type TrackingStatus =
  | 'PENDING'
  | 'PICKING'
  | 'RIDER_ASSIGNED'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED'
  | 'FAILED';

export function statusLabel(status: TrackingStatus, deliveredAt?: Date): string {
  switch (status) {
    case 'PENDING':
      return '等待商家接单';
    case 'PICKING':
      return '仓库拣货中';
    case 'RIDER_ASSIGNED':
      return '骑手正在赶往仓库';
    case 'OUT_FOR_DELIVERY':
      return '骑手正在配送';
    case 'DELIVERED':
      return deliveredAt ? `已于 ${formatHm(deliveredAt)} 送达` : '已送达';
    case 'FAILED':
      return '配送失败，请联系客服';
    default:
      return '';
  }
}
