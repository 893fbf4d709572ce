<?php

namespace App\Exceptions;

use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use RuntimeException;

class BookingConflict extends RuntimeException
{
    public function __construct(public readonly int $roomId, CarbonImmutable $startsAt, CarbonImmutable $endsAt)
    {
        parent::__construct(sprintf(
            'The room is already booked between %s and %s.',
            $startsAt->format('H:i'),
            $endsAt->format('H:i'),
        ));
    }

    public function render(): JsonResponse
    {
        return response()->json([
            'message' => $this->getMessage(),
            'errors' => ['starts_at' => [$this->getMessage()]],
        ], 422);
    }
}
