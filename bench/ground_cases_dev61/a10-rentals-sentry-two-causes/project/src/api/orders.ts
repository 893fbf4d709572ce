import { centsToUnits } from "@/utils/money";

export type VehicleClass = "compact" | "sedan" | "suv" | "van" | "van_xl";

export type Order = {
  id: string;
  reference: string;
  vehicleClass: VehicleClass;
  days: number;
  dailyRate: number;
  deposit: number;
  currency: string;
  pickupAt: string;
  returnAt: string;
};

type RawOrder = {
  id: string;
  reference: string;
  vehicle_class: VehicleClass;
  days: number;
  currency: string;
  pickup_at: string;
  return_at: string;
  pricing: { daily_rate_cents: number; deposit_cents?: number };
};

export function normalizeOrder(raw: RawOrder): Order {
  return {
    id: raw.id,
    reference: raw.reference,
    vehicleClass: raw.vehicle_class,
    days: raw.days,
    dailyRate: centsToUnits(raw.pricing.daily_rate_cents),
    deposit: raw.pricing.deposit_cents !== undefined ? centsToUnits(raw.pricing.deposit_cents) : (undefined as unknown as number),
    currency: raw.currency,
    pickupAt: raw.pickup_at,
    returnAt: raw.return_at,
  };
}

export async function fetchOrder(id: string): Promise<Order> {
  const res = await fetch(`/api/orders/${encodeURIComponent(id)}`, { credentials: "include" });
  if (!res.ok) throw new Error(`order ${id}: HTTP ${res.status}`);
  return normalizeOrder(await res.json());
}
