import type { VehicleStatus } from "../stores/filters";

export interface Vehicle {
  id: string;
  plate: string;
  model: string;
  depot: string;
  status: Exclude<VehicleStatus, "all">;
  mileageKm: number;
  nextServiceDue: string;
}

export interface VehiclePage {
  items: Vehicle[];
  total: number;
}

export interface VehicleQuery {
  search: string;
  status: VehicleStatus;
  depot: string | null;
  month: string | null;
  offset: number;
  limit: number;
}

export async function fetchVehicles(q: VehicleQuery, signal?: AbortSignal): Promise<VehiclePage> {
  const params = new URLSearchParams({ offset: String(q.offset), limit: String(q.limit) });
  if (q.search) params.set("q", q.search);
  if (q.status !== "all") params.set("status", q.status);
  if (q.depot) params.set("depot", q.depot);
  if (q.month) params.set("service_month", q.month);
  const res = await fetch(`/api/v2/vehicles?${params}`, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`vehicles: HTTP ${res.status}`);
  return (await res.json()) as VehiclePage;
}
