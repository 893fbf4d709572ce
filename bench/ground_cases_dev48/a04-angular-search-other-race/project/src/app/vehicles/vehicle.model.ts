export type VehicleStatus = "available" | "on_trip" | "maintenance" | "retired";

export interface Vehicle {
  id: string;
  plate: string;
  country: "DE" | "AT" | "CH" | "PL";
  make: string;
  model: string;
  status: VehicleStatus;
  odometerKm: number;
  lastSeenAt: string | null;
}
