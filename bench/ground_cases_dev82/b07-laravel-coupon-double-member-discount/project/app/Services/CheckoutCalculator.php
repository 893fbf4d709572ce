<?php

namespace App\Services;

use App\Models\Coupon;

/**
 * 税込価格 (円) のカートから支払額を出す。
 * 割引の順番: 会員割引 → クーポン。消費税は税込価格に含まれている。
 */
class CheckoutCalculator
{
    public const MEMBER_DISCOUNT_PERCENT = 5;

    /**
     * @param  array<int, array{price: int, qty: int}>  $lines
     */
    public function subtotal(array $lines): int
    {
        return array_sum(array_map(fn ($l) => $l['price'] * $l['qty'], $lines));
    }

    /**
     * @param  array<int, array{price: int, qty: int}>  $lines
     * @return array{subtotal: int, member_discount: int, coupon_discount: int, total: int}
     */
    public function total(array $lines, bool $isMember, ?Coupon $coupon = null): array
    {
        $subtotal = $this->subtotal($lines);
        $memberDiscount = $isMember ? $this->percentOf($subtotal, self::MEMBER_DISCOUNT_PERCENT) : 0;
        $afterMember = $subtotal - $memberDiscount;

        $couponDiscount = 0;
        if ($coupon !== null) {
            $couponDiscount = $this->percentOf($afterMember, $coupon->percent_off);
            if ($isMember) {
                $couponDiscount += $memberDiscount;
            }
        }

        return [
            'subtotal' => $subtotal,
            'member_discount' => $memberDiscount,
            'coupon_discount' => $couponDiscount,
            'total' => max(0, $subtotal - $memberDiscount - $couponDiscount),
        ];
    }

    private function percentOf(int $amount, int $percent): int
    {
        // 割引額は切り捨て (お客様に不利にならない方向は店舗側で吸収)
        return intdiv($amount * $percent, 100);
    }
}
