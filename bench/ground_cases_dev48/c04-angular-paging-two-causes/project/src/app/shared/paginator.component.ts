import { Component, computed, input, output } from '@angular/core';

@Component({
  selector: 'app-paginator',
  standalone: true,
  template: `
    <nav class="paginator" aria-label="分页">
      <button [disabled]="page() <= 1" (click)="go(1)" aria-label="第一页">«</button>
      <button [disabled]="page() <= 1" (click)="go(page() - 1)">上一页</button>
      <span aria-live="polite">第 {{ page() }} / {{ pages() }} 页，共 {{ total() }} 条</span>
      <button [disabled]="page() >= pages()" (click)="go(page() + 1)">下一页</button>
      <button [disabled]="page() >= pages()" (click)="go(pages())" aria-label="最后一页">»</button>
      <label class="jump">
        跳至
        <input type="number" min="1" [max]="pages()" #jump (keyup.enter)="go(+jump.value)" />
        页
      </label>
    </nav>
  `,
})
export class PaginatorComponent {
  /** 1-based, like the API. */
  page = input.required<number>();
  size = input.required<number>();
  total = input.required<number>();
  pageChange = output<number>();

  pages = computed(() => Math.max(1, Math.ceil(this.total() / this.size())));

  go(target: number): void {
    if (!Number.isFinite(target)) return;
    const next = Math.min(this.pages(), Math.max(1, Math.trunc(target)));
    if (next !== this.page()) {
      this.pageChange.emit(next);
    }
  }
}
