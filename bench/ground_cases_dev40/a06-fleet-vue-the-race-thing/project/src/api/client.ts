export type VehicleStatus = "moving" | "idle" | "offline";

export interface Vehicle {
  id: string;
  plate: string;
  driver: string | null;
  depot: string;
  status: VehicleStatus;
  lat: number;
  lng: number;
  speedKmh: number;
  lastFixAt: string;
}

export interface VehiclePage {
  items: Vehicle[];
  total: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchVehicles(opts: { depot?: string; signal?: AbortSignal } = {}): Promise<VehiclePage> {
  const params = new URLSearchParams();
  if (opts.depot) params.set("depot", opts.depot);
  const res = await fetch(`${BASE}/vehicles?${params}`, {
    signal: opts.signal,
    headers: { Accept: "application/json" },
  });
  if (!res.ok) throw new Error(`GET /vehicles: ${res.status}`);
  return res.json();
}
