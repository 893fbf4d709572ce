export type BookingStatus = 'confirmed' | 'pending' | 'cancelled';

export interface Booking {
  id: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  status: BookingStatus;
}
