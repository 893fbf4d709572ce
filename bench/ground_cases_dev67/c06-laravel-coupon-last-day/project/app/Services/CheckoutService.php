<?php

namespace App\Services;

use App\Exceptions\CheckoutException;
use App\Models\Coupon;
use App\Models\Order;
use App\Models\User;
use Illuminate\Support\Facades\DB;

class CheckoutService
{
    public function __construct(private InventoryService $inventory)
    {
    }

    /**
     * @param array<int, array{sku: string, qty: int, price: int}> $lines
     */
    public function checkout(User $user, array $lines, ?string $couponCode): Order
    {
        $amount = array_sum(array_map(fn ($l) => $l['qty'] * $l['price'], $lines));
        $coupon = $couponCode ? $this->loadCoupon($user, $couponCode, $amount) : null;

        return DB::transaction(function () use ($user, $lines, $amount, $coupon) {
            $this->inventory->reserve($lines);
            $order = Order::create([
                'user_id' => $user->id,
                'amount' => $amount,
                'discount' => $coupon?->amount_off ?? 0,
                'payable' => max(0, $amount - ($coupon?->amount_off ?? 0)),
            ]);
            $coupon?->update(['used_at' => now()]);

            return $order;
        });
    }

    private function loadCoupon(User $user, string $code, int $amount): Coupon
    {
        $coupon = Coupon::where('code', $code)->where('user_id', $user->id)->lockForUpdate()->first();
        if (! $coupon) {
            throw new CheckoutException(__('messages.coupon_not_found'));
        }
        if ($coupon->isUsed()) {
            throw new CheckoutException(__('messages.coupon_used'));
        }
        if ($coupon->expires_at->isPast()) {
            throw new CheckoutException(__('messages.coupon_expired'));
        }
        if (! $coupon->appliesTo($amount)) {
            throw new CheckoutException(__('messages.coupon_min_amount', ['amount' => $coupon->min_order_amount / 100]));
        }

        return $coupon;
    }
}
