<?php

namespace App\Services;

use App\Exceptions\CouponNotUsable;
use App\Models\Cart;
use App\Models\Coupon;
use App\Models\Order;
use Illuminate\Support\Facades\DB;

class CheckoutService
{
    public function checkout(Cart $cart, ?string $couponCode): Order
    {
        $subtotal = $cart->subtotal();
        $discount = 0;
        $coupon = null;

        if ($couponCode !== null && $couponCode !== '') {
            [$coupon, $discount] = $this->applyCoupon($couponCode, $subtotal);
        }

        return DB::transaction(function () use ($cart, $subtotal, $discount, $coupon) {
            $order = Order::create([
                'user_id' => $cart->user_id,
                'subtotal' => $subtotal,
                'discount' => $discount,
                'total' => $subtotal - $discount,
                'coupon_id' => $coupon?->id,
                'status' => Order::STATUS_PENDING_PAYMENT,
            ]);
            foreach ($cart->items as $item) {
                $order->items()->create([
                    'product_id' => $item->product_id,
                    'quantity' => $item->quantity,
                    'unit_price' => $item->unit_price,
                ]);
            }
            $cart->items()->delete();

            return $order;
        });
    }

    /** @return array{0: Coupon, 1: int} the coupon and the discount in cents */
    private function applyCoupon(string $code, int $subtotal): array
    {
        // Lock the coupon row so concurrent checkouts see each other's increments.
        return DB::transaction(function () use ($code, $subtotal) {
            $coupon = Coupon::code($code)->lockForUpdate()->first();
            if ($coupon === null || !$coupon->isUsable($subtotal)) {
                throw new CouponNotUsable($code);
            }
            $coupon->increment('used_count');

            return [$coupon, $coupon->discountFor($subtotal)];
        });
    }
}
