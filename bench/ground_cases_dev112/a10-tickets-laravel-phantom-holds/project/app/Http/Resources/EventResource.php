<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

/** @mixin \App\Models\Event */
class EventResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'venue' => $this->venue,
            'starts_at' => $this->starts_at->toIso8601String(),
            'price' => [
                'amount' => $this->price_cents,
                'currency' => 'EUR',
                'formatted' => number_format($this->price_cents / 100, 2, ',', '.') . ' €',
            ],
            'remaining' => $this->remainingTickets(),
            'sold_out' => $this->isSoldOut(),
            'links' => [
                'self' => route('events.show', $this->id),
                'checkout' => route('checkout.start', $this->id),
            ],
        ];
    }
}
