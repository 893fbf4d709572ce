export interface Trip {
  id: string;
  name: string;
  region: string;
  distanceKm: number;
  elevationM: number;
  startedAt: string; // "YYYY-MM-DD HH:mm:ss", UTC (legacy API format)
}

const API_URL = "https://api.trail-log.app/v1";

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export async function fetchTrips(signal?: AbortSignal): Promise<Trip[]> {
  const res = await fetch(`${API_URL}/trips?limit=100`, {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new ApiError(res.status, `GET /trips failed with ${res.status}`);
  }
  const body = (await res.json()) as { trips: Trip[] };
  return body.trips;
}

export function totalDistance(trips: Trip[]): number {
  return trips.reduce((sum, t) => sum + t.distanceKm, 0);
}
