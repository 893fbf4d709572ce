<?php

namespace App\Services;

use App\Models\CartItem;
use App\Models\Coupon;
use Illuminate\Support\Collection;

class CartService
{
    public function __construct(
        private readonly int $shippingFee,
        private readonly int $freeShippingThreshold,
        private readonly float $taxRate,
    ) {
    }

    public static function fromConfig(): self
    {
        return new self(
            config('shop.shipping_fee'),
            config('shop.free_shipping_threshold'),
            config('shop.tax_rate'),
        );
    }

    /** @param Collection<int, CartItem> $items */
    public function subtotal(Collection $items): int
    {
        return $items->sum(fn (CartItem $item) => $item->unit_price * $item->quantity);
    }

    public function shippingFor(int $subtotal): int
    {
        return $subtotal >= $this->freeShippingThreshold ? 0 : $this->shippingFee;
    }

    /**
     * @param Collection<int, CartItem> $items
     * @return array{subtotal: int, discount: int, shipping: int, tax: int, total: int, coupon: ?string}
     */
    public function summary(Collection $items, ?Coupon $coupon = null): array
    {
        $subtotal = $this->subtotal($items);
        $shipping = $this->shippingFor($subtotal);
        $discount = 0;

        if ($coupon !== null && $coupon->isUsableFor($subtotal)) {
            $pricing = $coupon->toPricing($subtotal, $shipping);
            $discount = $pricing['discount'];
            $shipping -= $pricing['shipping_discount'] ?? 0;
        }

        $taxable = $subtotal - $discount;
        $tax = (int) floor($taxable * $this->taxRate);

        return [
            'subtotal' => $subtotal,
            'discount' => $discount,
            'shipping' => $shipping,
            'tax' => $tax,
            'total' => $taxable + $tax + $shipping,
            'coupon' => $coupon?->code,
        ];
    }
}
