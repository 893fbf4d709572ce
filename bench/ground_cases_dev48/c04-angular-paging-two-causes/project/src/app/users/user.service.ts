import { HttpClient, HttpContext, HttpParams } from '@angular/common/http';
import { inject, Injectable } from '@angular/core';
import { Observable } from 'rxjs';
import { clearHttpCache, USE_CACHE } from '../core/http/cache.interceptor';
import { AdminUser, Page, UserSort } from './user.model';

export interface UserQuery {
  q: string;
  page: number;
  size: number;
  sort: UserSort;
  dir: 'asc' | 'desc';
}

@Injectable({ providedIn: 'root' })
export class UserService {
  private http = inject(HttpClient);

  search(query: UserQuery): Observable<Page<AdminUser>> {
    const params = new HttpParams()
      .set('q', query.q)
      .set('page', query.page)
      .set('size', query.size)
      .set('sort', `${query.sort},${query.dir}`);
    return this.http.get<Page<AdminUser>>('/api/users', { params });
  }

  get(id: number): Observable<AdminUser> {
    return this.http.get<AdminUser>(`/api/users/${id}`, {
      context: new HttpContext().set(USE_CACHE, false),
    });
  }

  setDisabled(id: number, disabled: boolean): Observable<AdminUser> {
    clearHttpCache('/api/users');
    return this.http.patch<AdminUser>(`/api/users/${id}`, { disabled });
  }
}
