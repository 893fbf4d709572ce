<?php

namespace App\Services;

use App\Exceptions\CouponException;
use App\Models\Coupon;
use App\Support\Cart;
use Illuminate\Support\Facades\DB;

class CouponService
{
    /** Applies the coupon to the cart and returns the discount in 分. */
    public function apply(string $code, Cart $cart): int
    {
        $coupon = Coupon::where('code', strtoupper(trim($code)))->first();
        if ($coupon === null) {
            throw CouponException::notFound($code);
        }

        $this->validateFor($coupon, $cart);

        $discount = $coupon->discountFor($cart->subtotalCents());
        $cart->setDiscount($discount);

        return $discount;
    }

    public function validateFor(Coupon $coupon, Cart $cart): void
    {
        if ($cart->isEmpty()) {
            throw CouponException::emptyCart();
        }
        if ($coupon->isExpired()) {
            throw CouponException::expired($coupon->code);
        }
        if ($coupon->isUsedUp()) {
            throw CouponException::usedUp($coupon->code);
        }
        if ($coupon->min_spend > 0 && $cart->total() < $coupon->min_spend) {
            throw CouponException::minSpend($coupon->code, $coupon->min_spend);
        }
    }

    /** Called once the order is paid. */
    public function redeem(Coupon $coupon): void
    {
        DB::transaction(function () use ($coupon) {
            $locked = Coupon::whereKey($coupon->getKey())->lockForUpdate()->first();
            if ($locked->isUsedUp()) {
                throw CouponException::usedUp($locked->code);
            }
            $locked->increment('used_count');
        });
    }
}
