import { Component, computed, inject, signal } from '@angular/core';
import { toObservable, toSignal } from '@angular/core/rxjs-interop';
import { FormsModule } from '@angular/forms';
import { catchError, combineLatest, debounceTime, distinctUntilChanged, map, of, startWith, switchMap } from 'rxjs';
import { PaginatorComponent } from '../shared/paginator.component';
import { UserSort } from './user.model';
import { UserService } from './user.service';
import { UserTableComponent } from './user-table.component';

const PAGE_SIZE = 20;

@Component({
  selector: 'app-user-search',
  standalone: true,
  imports: [FormsModule, UserTableComponent, PaginatorComponent],
  templateUrl: './user-search.component.html',
})
export class UserSearchComponent {
  private users = inject(UserService);

  query = signal('');
  page = signal(1);
  sort = signal<UserSort>('name');
  dir = signal<'asc' | 'desc'>('asc');

  private query$ = toObservable(this.query).pipe(
    map((q) => q.trim()),
    debounceTime(300),
    distinctUntilChanged(),
  );

  private request$ = combineLatest([
    this.query$,
    toObservable(this.page),
    toObservable(this.sort),
    toObservable(this.dir),
  ]).pipe(map(([q, page, sort, dir]) => ({ q, page, size: PAGE_SIZE, sort, dir })));

  private result = toSignal(
    this.request$.pipe(
      switchMap((req) =>
        this.users.search(req).pipe(
          map((res) => ({ loading: false, error: null as string | null, res })),
          catchError(() => of({ loading: false, error: '加载失败', res: null })),
          startWith({ loading: true, error: null, res: null }),
        ),
      ),
    ),
    { initialValue: { loading: true, error: null, res: null } },
  );

  rows = computed(() => this.result().res?.items ?? []);
  total = computed(() => this.result().res?.total ?? 0);
  loading = computed(() => this.result().loading);
  error = computed(() => this.result().error);

  onQuery(value: string): void {
    this.query.set(value);
    this.page.set(1);
  }

  clearQuery(): void {
    this.onQuery('');
  }

  onSort(sort: UserSort): void {
    if (this.sort() === sort) {
      this.dir.update((d) => (d === 'asc' ? 'desc' : 'asc'));
    } else {
      this.sort.set(sort);
      this.dir.set(sort === 'lastLoginAt' ? 'desc' : 'asc');
    }
    this.page.set(1);
  }
}
