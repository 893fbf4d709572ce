<?php

namespace App\Services;

use App\Models\Order;
use App\Models\User;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Log;

class OrderService
{
    public function __construct(private CouponService $coupons)
    {
    }

    public function place(User $user, int $subtotal, ?string $couponCode): Order
    {
        return DB::transaction(function () use ($user, $subtotal, $couponCode) {
            $coupon = null;
            $discount = 0;
            if ($couponCode !== null && $couponCode !== '') {
                $coupon = $this->coupons->redeem($couponCode, $subtotal);
                $discount = $this->coupons->discountFor($coupon, $subtotal);
            }

            return Order::create([
                'order_no' => $this->nextOrderNo(),
                'user_id' => $user->id,
                'coupon_id' => $coupon?->id,
                'subtotal' => $subtotal,
                'discount' => $discount,
                'total' => $subtotal - $discount,
                'status' => Order::STATUS_PENDING,
            ]);
        });
    }

    public function cancel(Order $order): Order
    {
        if (! $order->isCancellable()) {
            abort(409, '订单当前状态不能取消');
        }
        DB::transaction(function () use ($order) {
            $order->update(['status' => Order::STATUS_CANCELLED]);
            if ($order->coupon !== null) {
                $this->coupons->release($order->coupon);
            }
        });
        Log::info('order cancelled', ['order_no' => $order->order_no]);

        return $order;
    }

    private function nextOrderNo(): string
    {
        return config('shop.order_no_prefix').now()->format('Ymd').str_pad((string) (Order::max('id') + 1), 6, '0', STR_PAD_LEFT);
    }
}
