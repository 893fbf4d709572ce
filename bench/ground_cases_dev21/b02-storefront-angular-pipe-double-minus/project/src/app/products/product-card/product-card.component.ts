import { Component, EventEmitter, Input, Output } from '@angular/core';
import { NgIf } from '@angular/common';
import { RouterLink } from '@angular/router';

import { Product } from '../../core/models/product';
import { PriceFormatPipe } from '../../shared/pipes/price-format.pipe';

@Component({
  selector: 'app-product-card',
  standalone: true,
  imports: [NgIf, RouterLink, PriceFormatPipe],
  templateUrl: './product-card.component.html',
  styleUrls: ['./product-card.component.scss'],
})
export class ProductCardComponent {
  @Input({ required: true }) product!: Product;
  @Output() addToCart = new EventEmitter<Product>();

  get onSale(): boolean {
    return this.product.salePrice != null && this.product.salePrice < this.product.price;
  }

  get discountRate(): number {
    if (!this.onSale) {
      return 0;
    }
    return Math.round((1 - this.product.salePrice! / this.product.price) * 100);
  }

  onAdd(): void {
    this.addToCart.emit(this.product);
  }
}
