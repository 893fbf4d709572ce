import { DatePipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, effect, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { FormsModule } from '@angular/forms';
import { PageEvent, PaginatorComponent } from '../shared/paginator.component';
import { UserSearchService, emptyPage } from './user-search.service';

@Component({
  selector: 'app-user-list',
  standalone: true,
  imports: [FormsModule, DatePipe, PaginatorComponent],
  templateUrl: './user-list.component.html',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class UserListComponent {
  private readonly search = inject(UserSearchService);

  readonly term = signal('');
  readonly page = signal(1);
  readonly pageSize = signal(20);
  readonly loading = this.search.loading;
  readonly result = toSignal(this.search.results$, { initialValue: emptyPage() });

  readonly users = computed(() => this.result().items);
  readonly total = computed(() => this.result().total);

  constructor() {
    effect(() => {
      this.search.search({ term: this.term().trim(), page: this.page(), size: this.pageSize() });
    });
  }

  onTermChange(value: string): void {
    this.term.set(value);
    this.page.set(1);
  }

  onPage(event: PageEvent): void {
    this.pageSize.set(event.size);
    this.page.set(event.page);
  }
}
