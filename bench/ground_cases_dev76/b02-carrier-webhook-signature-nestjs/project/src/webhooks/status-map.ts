export type ShipmentStatus =
  | 'label_created'
  | 'picked_up'
  | 'in_transit'
  | 'out_for_delivery'
  | 'delivered'
  | 'delivery_failed'
  | 'returned';

// キャリアのステータスコード -> 社内ステータス
const CARRIER_STATUS: Record<string, ShipmentStatus> = {
  LABEL_CREATED: 'label_created',
  PICKED_UP: 'picked_up',
  ARRIVED_AT_HUB: 'in_transit',
  DEPARTED_HUB: 'in_transit',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  DELIVERED: 'delivered',
  DELIVERED_TO_BOX: 'delivered',
  ABSENT_NOTICE_LEFT: 'delivery_failed',
  REDELIVERY_SCHEDULED: 'in_transit',
  RETURNED_TO_SENDER: 'returned',
};

export function mapCarrierStatus(code: string): ShipmentStatus | undefined {
  return CARRIER_STATUS[code.trim().toUpperCase()];
}

export function isTerminal(status: ShipmentStatus): boolean {
  return status === 'delivered' || status === 'returned';
}
