<?php

namespace App\Http\Resources;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\JsonResource;

class MemberResource extends JsonResource
{
    /**
     * @return array<string, mixed>
     */
    public function toArray(Request $request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'phone' => $this->maskPhone($this->phone),
            'level' => [
                'id' => $this->level?->id,
                'name' => $this->level?->name,
            ],
            'points' => $this->points,
            'total_spent' => (string) $this->orders()->where('status', 'paid')->sum('pay_amount'),
            'order_count' => $this->orders()->where('status', 'paid')->count(),
            'status' => $this->status,
            'registered_at' => $this->registered_at?->format('Y-m-d H:i:s'),
        ];
    }

    private function maskPhone(?string $phone): ?string
    {
        if ($phone === null || strlen($phone) !== 11) {
            return $phone;
        }

        return substr($phone, 0, 3) . '****' . substr($phone, -4);
    }
}
