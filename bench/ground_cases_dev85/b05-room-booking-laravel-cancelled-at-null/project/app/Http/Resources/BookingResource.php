<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class BookingResource extends JsonResource
{
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'roomId' => $this->room_id,
            'roomName' => $this->room?->name,
            'startAt' => $this->start_at->toIso8601String(),
            'endAt' => $this->end_at->toIso8601String(),
            'note' => $this->note,
            'status' => $this->cancelled_at ? 'cancelled' : 'active',
            'cancelledAt' => $this->canceled_at?->toIso8601String(),
            'createdAt' => $this->created_at?->toIso8601String(),
        ];
    }
}
