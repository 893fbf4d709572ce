<?php

namespace App\Exceptions;

use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use RuntimeException;

class RoomAlreadyBookedException extends RuntimeException
{
    public function __construct(
        public readonly int $roomId,
        public readonly CarbonImmutable $startsAt,
        public readonly CarbonImmutable $endsAt,
    ) {
        parent::__construct("room {$roomId} is already booked between {$startsAt} and {$endsAt}");
    }

    public function render(): JsonResponse
    {
        return response()->json([
            'message' => 'この時間帯はすでに予約されています。',
        ], 409);
    }
}
