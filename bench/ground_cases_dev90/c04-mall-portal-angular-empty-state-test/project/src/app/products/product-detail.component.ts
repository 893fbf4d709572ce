import { Component, OnInit, inject } from '@angular/core';
import { ActivatedRoute, RouterLink } from '@angular/router';
import { CurrencyPipe } from '@angular/common';
import { Product, ProductService } from './product.service';

@Component({
  selector: 'app-product-detail',
  standalone: true,
  imports: [CurrencyPipe, RouterLink],
  template: `
    <a routerLink="/products">← 返回列表</a>
    @if (product) {
      <h1>{{ product.title }}</h1>
      <img [src]="product.cover" [alt]="product.title" />
      <p class="price">{{ product.price | currency: 'CNY' : 'symbol-narrow' }}</p>
    }
  `,
})
export class ProductDetailComponent implements OnInit {
  private route = inject(ActivatedRoute);
  private service = inject(ProductService);
  product?: Product;

  ngOnInit(): void {
    const id = Number(this.route.snapshot.paramMap.get('id'));
    this.service.detail(id).subscribe((p) => (this.product = p));
  }
}
