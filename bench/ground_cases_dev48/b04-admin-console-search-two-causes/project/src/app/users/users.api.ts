import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import { environment } from '../../environments/environment';

export interface User {
  id: number;
  name: string;
  email: string;
  role: 'admin' | 'member';
  lastLoginAt: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export interface UserQuery {
  term: string;
  page: number;
  size: number;
}

@Injectable({ providedIn: 'root' })
export class UsersApi {
  private readonly http = inject(HttpClient);
  private readonly base = `${environment.apiBase}/users`;

  list(q: UserQuery): Observable<Page<User>> {
    const params = new HttpParams().set('q', q.term).set('page', q.page).set('size', q.size);
    return this.http.get<Page<User>>(this.base, { params });
  }

  updateRole(id: number, role: User['role']): Observable<User> {
    return this.http.patch<User>(`${this.base}/${id}`, { role });
  }
}
