import { Carrier } from './signature';

export type ShipmentStatus =
  | 'CREATED'
  | 'PICKED_UP'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED'
  | 'EXCEPTION'
  | 'UNKNOWN';

// 顺丰路由推送 opCode
const SF_CODES: Record<string, ShipmentStatus> = {
  '50': 'PICKED_UP',
  '30': 'IN_TRANSIT',
  '31': 'IN_TRANSIT',
  '44': 'OUT_FOR_DELIVERY',
  '80': 'DELIVERED',
  '33': 'EXCEPTION',
};

// 中通 scanType
const ZTO_CODES: Record<string, ShipmentStatus> = {
  收件: 'PICKED_UP',
  发件: 'IN_TRANSIT',
  到件: 'IN_TRANSIT',
  派件: 'OUT_FOR_DELIVERY',
  签收: 'DELIVERED',
  问题件: 'EXCEPTION',
};

const YTO_CODES: Record<string, ShipmentStatus> = {
  GOT: 'PICKED_UP',
  ARRIVAL: 'IN_TRANSIT',
  DEPARTURE: 'IN_TRANSIT',
  SENT_SCAN: 'OUT_FOR_DELIVERY',
  SIGNED: 'DELIVERED',
  FAILED: 'EXCEPTION',
};

const JD_CODES: Record<string, ShipmentStatus> = {
  '100': 'PICKED_UP',
  '200': 'IN_TRANSIT',
  '300': 'OUT_FOR_DELIVERY',
  '400': 'DELIVERED',
  '500': 'EXCEPTION',
};

const TABLES: Record<Carrier, Record<string, ShipmentStatus>> = {
  sf: SF_CODES,
  zto: ZTO_CODES,
  yto: YTO_CODES,
  jd: JD_CODES,
};

export function mapCarrierStatus(carrier: Carrier, code: string): ShipmentStatus {
  const table = TABLES[carrier];
  return table[code.trim()] ?? 'UNKNOWN';
}

export function isTerminal(status: ShipmentStatus): boolean {
  return status === 'DELIVERED' || status === 'EXCEPTION';
}
