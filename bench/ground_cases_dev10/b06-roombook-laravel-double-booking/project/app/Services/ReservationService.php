<?php

namespace App\Services;

use App\Exceptions\RoomAlreadyBookedException;
use App\Models\Reservation;
use Carbon\CarbonImmutable;

class ReservationService
{
    /**
     * 予約を作成する。同じ部屋の有効な予約と時間が重なる場合は例外。
     *
     * @param  array{room_id:int, user_id:int, title:string, starts_at:string, ends_at:string, note?:string|null}  $data
     */
    public function create(array $data): Reservation
    {
        $startsAt = CarbonImmutable::parse($data['starts_at']);
        $endsAt = CarbonImmutable::parse($data['ends_at']);

        if ($this->hasOverlap($data['room_id'], $startsAt, $endsAt)) {
            throw new RoomAlreadyBookedException($data['room_id'], $startsAt, $endsAt);
        }

        return Reservation::create([
            ...$data,
            'starts_at' => $startsAt,
            'ends_at' => $endsAt,
            'status' => Reservation::STATUS_CONFIRMED,
        ]);
    }

    /**
     * 指定した時間帯に、同じ部屋の有効な予約があるか。
     */
    public function hasOverlap(int $roomId, CarbonImmutable $startsAt, CarbonImmutable $endsAt, ?int $ignoreId = null): bool
    {
        return Reservation::query()
            ->active()
            ->where('room_id', $roomId)
            ->where('starts_at', '>=', $startsAt)
            ->where('ends_at', '<=', $endsAt)
            ->when($ignoreId, fn ($q) => $q->whereKeyNot($ignoreId))
            ->exists();
    }

    public function cancel(Reservation $reservation): Reservation
    {
        if ($reservation->status === Reservation::STATUS_CANCELLED) {
            return $reservation;
        }

        $reservation->update(['status' => Reservation::STATUS_CANCELLED]);

        return $reservation;
    }
}
