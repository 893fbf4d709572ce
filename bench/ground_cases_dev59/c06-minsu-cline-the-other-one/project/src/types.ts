export type Channel = 'ctrip' | 'meituan' | 'booking';

/** 某房型某一晚的库存 */
export interface Inventory {
  roomTypeId: string;
  /** 入住日期 YYYY-MM-DD（表示这一晚） */
  night: string;
  /** 总房量 */
  total: number;
  /** 所有渠道合计已售 */
  bookedTotal: number;
  /** 各渠道已售，仅用于报表 */
  bookedBy: Record<Channel, number>;
}

export interface Reservation {
  id: string;
  channel: Channel;
  roomTypeId: string;
  checkIn: string;   // 入住日 YYYY-MM-DD
  checkOut: string;  // 离店日 YYYY-MM-DD（当晚不占房）
  guest: string;
}
