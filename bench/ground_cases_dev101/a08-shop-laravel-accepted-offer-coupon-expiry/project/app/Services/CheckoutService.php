<?php

namespace App\Services;

use App\Exceptions\CouponExhausted;
use App\Models\Cart;
use App\Models\Coupon;
use App\Models\Order;
use Illuminate\Support\Facades\DB;

class CheckoutService
{
    public function __construct(private readonly CartTotals $totals)
    {
    }

    /**
     * Checks a code against the cart and returns the totals with its discount.
     *
     * @return array{ok: bool, reason?: string, coupon?: Coupon, totals?: Totals}
     */
    public function applyCoupon(Cart $cart, string $code): array
    {
        $coupon = Coupon::findByCode($code);
        if ($coupon === null) {
            return ['ok' => false, 'reason' => 'unknown_code'];
        }

        $subtotal = $this->totals->compute($cart)->subtotalCents;
        if (! $coupon->isRedeemable($subtotal)) {
            return ['ok' => false, 'reason' => 'not_redeemable'];
        }

        $discount = $coupon->discountCents($subtotal);
        $cart->update(['coupon_id' => $coupon->id]);

        return ['ok' => true, 'coupon' => $coupon, 'totals' => $this->totals->compute($cart, $discount)];
    }

    /** Counts a redemption when the order is placed; the last redemption must not be sold twice. */
    public function redeem(Order $order, Coupon $coupon): void
    {
        DB::transaction(function () use ($order, $coupon) {
            $locked = Coupon::whereKey($coupon->id)->lockForUpdate()->firstOrFail();
            if ($locked->max_redemptions !== null && $locked->redemptions >= $locked->max_redemptions) {
                throw new CouponExhausted($locked->code);
            }
            $locked->increment('redemptions');
            $order->update(['coupon_id' => $locked->id]);
        });
    }
}
