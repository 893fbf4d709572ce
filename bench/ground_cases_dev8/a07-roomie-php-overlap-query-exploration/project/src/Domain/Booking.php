<?php

declare(strict_types=1);

namespace Roomie\Domain;

use DateTimeImmutable;

final class Booking
{
    public ?int $id = null;

    public function __construct(
        public int $roomId,
        public string $userId,
        public DateTimeImmutable $startsAt,
        public DateTimeImmutable $endsAt,
        public string $status = 'confirmed',
    ) {
    }

    public static function fromRow(array $row): self
    {
        $b = new self(
            (int) $row['room_id'],
            $row['user_id'],
            new DateTimeImmutable($row['starts_at']),
            new DateTimeImmutable($row['ends_at']),
            $row['status'],
        );
        $b->id = (int) $row['id'];
        return $b;
    }

    public function toArray(): array
    {
        return [
            'id' => $this->id,
            'room' => $this->roomId,
            'start' => $this->startsAt->format('Y-m-d\TH:i'),
            'end' => $this->endsAt->format('Y-m-d\TH:i'),
            'status' => $this->status,
        ];
    }
}
