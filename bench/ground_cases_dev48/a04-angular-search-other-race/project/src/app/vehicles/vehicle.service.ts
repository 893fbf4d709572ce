import { HttpClient, HttpParams } from "@angular/common/http";
import { Injectable, inject } from "@angular/core";
import { Observable, map } from "rxjs";

import { Vehicle } from "./vehicle.model";

interface Page<T> {
  items: T[];
  total: number;
}

@Injectable({ providedIn: "root" })
export class VehicleService {
  private readonly http = inject(HttpClient);
  private readonly base = "/api/fleet/vehicles";

  /** Full-text search over plate, make and model. */
  search(query: string, limit = 25): Observable<Vehicle[]> {
    const params = new HttpParams().set("q", query).set("limit", limit);
    return this.http.get<Page<Vehicle>>(this.base, { params }).pipe(map((page) => page.items));
  }

  /** The vehicles this dispatcher opened most recently (server keeps the history). */
  recent(limit = 10): Observable<Vehicle[]> {
    const params = new HttpParams().set("limit", limit);
    return this.http.get<Page<Vehicle>>(`${this.base}/recent`, { params }).pipe(map((page) => page.items));
  }

  get(id: string): Observable<Vehicle> {
    return this.http.get<Vehicle>(`${this.base}/${id}`);
  }

  setStatus(id: string, status: Vehicle["status"]): Observable<Vehicle> {
    return this.http.patch<Vehicle>(`${this.base}/${id}`, { status });
  }
}
