<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** @mixin \App\Models\Order */
class OrderResource extends JsonResource
{
    private const TAX_RATE = 0.10;

    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'status' => $this->status,
            'customer' => [
                'id' => $this->customer->id,
                'name' => $this->customer->name,
            ],
            'items' => $this->items->map(fn ($item) => [
                'product_id' => $item->product_id,
                'quantity' => $item->quantity,
                'unit_price' => $item->unit_price,
            ]),
            'item_count' => $this->items->count(),
            'subtotal' => $this->subtotal(),
            'total_with_tax' => (int) floor($this->subtotal() * (1 + self::TAX_RATE)),
            'ordered_at' => $this->ordered_at?->toIso8601String(),
        ];
    }
}
