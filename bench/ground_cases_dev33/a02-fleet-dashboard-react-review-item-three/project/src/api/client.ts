export type Severity = "info" | "warning" | "critical";

export interface Vehicle {
  id: number;
  name: string;
  speedKmh: number | null;
  lastSeen: string;
  driver?: string;
}

export interface Alert {
  id: string;
  vehicleId: number;
  severity: Severity;
  message: string;
  raisedAt: string;
}

export interface FleetSnapshot {
  vehicles: Vehicle[];
  alerts: Alert[];
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function fetchSnapshot(depot: string): Promise<FleetSnapshot> {
  const res = await fetch(`${BASE}/depots/${encodeURIComponent(depot)}/snapshot`, {
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new Error(`snapshot ${depot}: HTTP ${res.status}`);
  }
  return (await res.json()) as FleetSnapshot;
}
