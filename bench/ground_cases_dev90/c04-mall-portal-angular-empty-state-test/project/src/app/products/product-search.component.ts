import { Component, EventEmitter, OnDestroy, OnInit, Output } from '@angular/core';
import { FormControl, ReactiveFormsModule } from '@angular/forms';
import { Subscription, debounceTime, distinctUntilChanged, map } from 'rxjs';

@Component({
  selector: 'app-product-search',
  standalone: true,
  imports: [ReactiveFormsModule],
  template: `
    <input
      class="search"
      type="search"
      placeholder="搜索商品"
      aria-label="搜索商品"
      [formControl]="query"
    />
  `,
})
export class ProductSearchComponent implements OnInit, OnDestroy {
  @Output() search = new EventEmitter<string>();
  query = new FormControl('', { nonNullable: true });
  private sub?: Subscription;

  ngOnInit(): void {
    this.sub = this.query.valueChanges
      .pipe(
        map((value) => value.trim()),
        debounceTime(300),
        distinctUntilChanged(),
      )
      .subscribe((value) => this.search.emit(value));
  }

  ngOnDestroy(): void {
    this.sub?.unsubscribe();
  }
}
