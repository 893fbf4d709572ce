import { ChangeDetectionStrategy, Component, computed, input, output } from '@angular/core';

export interface PageEvent {
  page: number;
  size: number;
}

@Component({
  selector: 'app-paginator',
  standalone: true,
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <nav class="paginator" aria-label="ページ送り">
      <button type="button" (click)="go(page() - 1)" [disabled]="page() <= 1">前へ</button>
      <span>{{ page() }} / {{ lastPage() }}（{{ total() }}件）</span>
      <button type="button" (click)="go(page() + 1)" [disabled]="page() >= lastPage()">次へ</button>
      <select [value]="size()" (change)="changeSize($any($event.target).value)" aria-label="表示件数">
        @for (n of pageSizeOptions(); track n) {
          <option [value]="n">{{ n }}件</option>
        }
      </select>
    </nav>
  `,
})
export class PaginatorComponent {
  readonly page = input.required<number>();
  readonly size = input.required<number>();
  readonly total = input.required<number>();
  readonly pageSizeOptions = input<number[]>([10, 20, 50, 100]);
  readonly pageChange = output<PageEvent>();

  readonly lastPage = computed(() => Math.max(1, Math.ceil(this.total() / this.size())));

  go(page: number): void {
    const next = Math.min(Math.max(1, page), this.lastPage());
    if (next !== this.page()) {
      this.pageChange.emit({ page: next, size: this.size() });
    }
  }

  changeSize(value: string): void {
    this.pageChange.emit({ page: 1, size: Number(value) });
  }
}
