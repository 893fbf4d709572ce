import { Component, OnInit, inject } from '@angular/core';
import { CurrencyPipe } from '@angular/common';
import { RouterLink } from '@angular/router';
import { ProductSearchComponent } from './product-search.component';
import { Product, ProductService } from './product.service';

@Component({
  selector: 'app-product-list',
  standalone: true,
  imports: [CurrencyPipe, RouterLink, ProductSearchComponent],
  templateUrl: './product-list.component.html',
})
export class ProductListComponent implements OnInit {
  private service = inject(ProductService);

  products: Product[] = [];
  total = 0;
  keyword = '';
  loading = false;

  ngOnInit(): void {
    this.load('');
  }

  load(keyword: string): void {
    this.keyword = keyword;
    this.loading = true;
    this.service.search(keyword).subscribe({
      next: (res) => {
        this.products = res.items;
        this.total = res.totalCount;
        this.loading = false;
      },
      error: () => {
        this.products = [];
        this.loading = false;
      },
    });
  }

  get isEmpty(): boolean {
    return !this.loading && this.total === 0;
  }
}
