import { Injectable, inject } from '@angular/core';
import { BehaviorSubject, map } from 'rxjs';

import { CartLine } from '../core/models/cart';
import { CouponService } from '../core/coupon.service';

export interface CartTotals {
  subtotal: number;
  discount: number; // マイナス値
  shipping: number;
  total: number;
}

const FREE_SHIPPING_THRESHOLD = 5000;
const SHIPPING_FEE = 550;

@Injectable({ providedIn: 'root' })
export class CartService {
  private readonly coupons = inject(CouponService);
  private readonly lines$ = new BehaviorSubject<CartLine[]>([]);

  readonly lines = this.lines$.asObservable();
  readonly totals = this.lines$.pipe(map((lines) => this.calculateTotals(lines)));

  add(line: CartLine): void {
    const current = this.lines$.value;
    const existing = current.find((l) => l.productId === line.productId);
    if (existing) {
      existing.quantity += line.quantity;
      this.lines$.next([...current]);
    } else {
      this.lines$.next([...current, line]);
    }
  }

  remove(productId: string): void {
    this.lines$.next(this.lines$.value.filter((l) => l.productId !== productId));
  }

  calculateTotals(lines: CartLine[]): CartTotals {
    const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const discount = -this.coupons.discountFor(subtotal);
    const shipping = subtotal + discount >= FREE_SHIPPING_THRESHOLD || subtotal === 0 ? 0 : SHIPPING_FEE;
    return { subtotal, discount, shipping, total: subtotal + discount + shipping };
  }
}
