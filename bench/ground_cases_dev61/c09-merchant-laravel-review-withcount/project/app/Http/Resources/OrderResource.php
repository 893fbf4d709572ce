<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class OrderResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'no' => $this->order_no,
            'status' => $this->status,
            'total' => $this->total_cents / 100,
            'item_count' => $this->items->count(),
            'items' => OrderItemResource::collection($this->whenLoaded('items')),
            'created_at' => $this->created_at->toIso8601String(),
            'paid_at' => $this->paid_at?->toIso8601String(),
            'buyer' => [
                'name' => $this->buyer_name,
                'phone' => $this->maskedPhone(),
            ],
        ];
    }

    private function maskedPhone(): ?string
    {
        if (! $this->buyer_phone) {
            return null;
        }

        return substr($this->buyer_phone, 0, 3).'****'.substr($this->buyer_phone, -4);
    }
}
