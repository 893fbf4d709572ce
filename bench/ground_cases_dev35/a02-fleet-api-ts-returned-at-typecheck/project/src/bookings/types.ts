export type BookingStatus = "pending" | "active" | "returned" | "cancelled";

export interface Booking {
  id: string;
  vehicleId: string;
  driverId: string;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  pickupLocation?: string | null;
  notes?: string;
  createdAt: Date;
  returnedAt?: Date | null;
}

export interface NewBooking {
  vehicleId: string;
  driverId: string;
  startsAt: Date;
  endsAt: Date;
  pickupLocation?: string;
  notes?: string;
}
