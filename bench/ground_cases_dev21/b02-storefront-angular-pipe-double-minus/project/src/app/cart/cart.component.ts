import { Component, inject } from '@angular/core';
import { AsyncPipe, NgFor, NgIf } from '@angular/common';

import { CartService } from './cart.service';
import { PriceFormatPipe } from '../shared/pipes/price-format.pipe';

@Component({
  selector: 'app-cart',
  standalone: true,
  imports: [AsyncPipe, NgFor, NgIf, PriceFormatPipe],
  template: `
    <section class="cart" *ngIf="totals$ | async as t">
      <ul>
        <li *ngFor="let line of lines$ | async">
          {{ line.name }} × {{ line.quantity }}
          <span>{{ line.unitPrice * line.quantity | priceFormat }}</span>
          <button type="button" (click)="cart.remove(line.productId)">削除</button>
        </li>
      </ul>
      <dl>
        <dt>小計</dt><dd>{{ t.subtotal | priceFormat }}</dd>
        <dt>クーポン</dt><dd>{{ t.discount | priceFormat }}</dd>
        <dt>送料</dt><dd>{{ t.shipping | priceFormat }}</dd>
        <dt>合計</dt><dd class="total">{{ t.total | priceFormat }}</dd>
      </dl>
    </section>
  `,
})
export class CartComponent {
  readonly cart = inject(CartService);
  readonly lines$ = this.cart.lines;
  readonly totals$ = this.cart.totals;
}
