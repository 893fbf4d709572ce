export interface Menu {
  id: number;
  name: string;
  price: number;
  durationMin: number;
}

export interface Staff {
  id: number;
  name: string;
  nominationFee: number;
}

export interface Slot {
  id: string;
  startsAt: string;
  endsAt: string;
  staffId: number;
}

export interface Booking {
  id: number;
  code: string;
  startsAt: string;
  menuName: string;
  staffName: string | null;
  total: number;
}
