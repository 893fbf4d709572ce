<?php

namespace App\Services;

use App\Models\Coupon;
use App\Models\Order;
use InvalidArgumentException;

class CouponService
{
    /**
     * Discount in yen for an order subtotal (tax included). Used at checkout.
     */
    public function discountFor(Coupon $coupon, int $subtotal): int
    {
        $this->assertUsable($coupon, $subtotal);

        if ($coupon->isPercent()) {
            $discount = intdiv($subtotal * $coupon->value, 100);
            if ($coupon->max_discount !== null) {
                $discount = min($discount, $coupon->max_discount);
            }
            return $discount;
        }

        return min($coupon->value, $subtotal);
    }

    /**
     * Discount shown in the cart before checkout. Never throws: an unusable coupon shows 0.
     */
    public function previewDiscount(Coupon $coupon, int $subtotal): int
    {
        if ($coupon->isExpired() || $subtotal < $coupon->min_subtotal) {
            return 0;
        }

        if ($coupon->isPercent()) {
            $discount = (int) floor($subtotal * ($coupon->value / 100));
            return $coupon->max_discount !== null ? min($discount, $coupon->max_discount) : $discount;
        }

        return min($coupon->value, $subtotal);
    }

    public function apply(Order $order, Coupon $coupon): Order
    {
        $order->coupon_code = $coupon->code;
        $order->discount = $this->discountFor($coupon, $order->subtotal);
        $order->total = $order->subtotal - $order->discount;
        $order->save();

        return $order;
    }

    private function assertUsable(Coupon $coupon, int $subtotal): void
    {
        if ($coupon->isExpired()) {
            throw new InvalidArgumentException("クーポン {$coupon->code} は有効期限切れです");
        }
        if ($subtotal < $coupon->min_subtotal) {
            throw new InvalidArgumentException("クーポン {$coupon->code} は {$coupon->min_subtotal} 円以上で使えます");
        }
    }
}
