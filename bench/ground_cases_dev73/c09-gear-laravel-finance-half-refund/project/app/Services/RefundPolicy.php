<?php

namespace App\Services;

use App\Models\Rental;
use Illuminate\Support\Carbon;

class RefundPolicy
{
    public function __construct(
        private readonly int $fullRefundHours = 48,
        private readonly int $halfRefundHours = 24,
    ) {
    }

    /** Refund in cents for a rental cancelled at $cancelledAt. */
    public function refundFor(Rental $rental, Carbon $cancelledAt): int
    {
        $hours = $rental->created_at->diffInHours($cancelledAt);

        if ($hours >= $this->fullRefundHours) {
            return $rental->amount_cents;
        }
        if ($hours >= $this->halfRefundHours) {
            return intdiv($rental->amount_cents, 2);
        }

        return 0;
    }
}
