import { HttpClient } from "@angular/common/http";
import { Injectable, inject } from "@angular/core";
import { Observable } from "rxjs";

export interface User {
  id: string;
  email: string;
  role: "admin" | "operator" | "viewer";
  lastLogin: string | null;
}

@Injectable({ providedIn: "root" })
export class UsersService {
  private http = inject(HttpClient);

  list(): Observable<User[]> {
    return this.http.get<User[]>("/api/users");
  }

  remove(id: string): Observable<void> {
    return this.http.delete<void>(`/api/users/${id}`);
  }
}
