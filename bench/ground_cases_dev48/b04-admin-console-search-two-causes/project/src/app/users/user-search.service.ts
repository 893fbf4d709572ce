import { Injectable, inject, signal } from '@angular/core';
import { Observable, Subject, catchError, debounceTime, distinctUntilChanged, mergeMap, of, shareReplay, tap } from 'rxjs';
import { Page, User, UserQuery, UsersApi } from './users.api';

export const emptyPage = (q?: UserQuery): Page<User> => ({ items: [], total: 0, page: q?.page ?? 1, size: q?.size ?? 20 });

const sameQuery = (a: UserQuery, b: UserQuery) => a.term === b.term && a.page === b.page && a.size === b.size;

@Injectable({ providedIn: 'root' })
export class UserSearchService {
  private readonly api = inject(UsersApi);
  private readonly queries = new Subject<UserQuery>();

  readonly loading = signal(false);

  readonly results$: Observable<Page<User>> = this.queries.pipe(
    debounceTime(200),
    distinctUntilChanged(sameQuery),
    tap(() => this.loading.set(true)),
    mergeMap((q) => this.api.list(q).pipe(catchError(() => of(emptyPage(q))))),
    tap(() => this.loading.set(false)),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  private last: UserQuery | null = null;

  search(q: UserQuery): void {
    this.last = q;
    this.queries.next(q);
  }

  /** Re-run the last query, e.g. after a role change (bypasses distinctUntilChanged). */
  reload(): void {
    if (this.last) {
      this.queries.next({ ...this.last });
    }
  }
}
