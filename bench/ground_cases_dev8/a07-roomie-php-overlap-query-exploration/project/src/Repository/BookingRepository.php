<?php

declare(strict_types=1);

namespace Roomie\Repository;

use DateTimeImmutable;
use PDO;
use Roomie\Domain\Booking;

final class BookingRepository
{
    public function __construct(private PDO $db)
    {
    }

    public function find(int $id): ?Booking
    {
        $stmt = $this->db->prepare('SELECT * FROM bookings WHERE id = :id');
        $stmt->execute(['id' => $id]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        return $row ? Booking::fromRow($row) : null;
    }

    /** @return Booking[] confirmed bookings of the room that overlap [$start, $end) */
    public function findOverlapping(int $roomId, DateTimeImmutable $start, DateTimeImmutable $end): array
    {
        $stmt = $this->db->prepare(
            "SELECT * FROM bookings
              WHERE room_id = :room
                AND status = 'confirmed'
                AND starts_at >= :start AND ends_at <= :end
              ORDER BY starts_at"
        );
        $stmt->execute([
            'room' => $roomId,
            'start' => $start->format('Y-m-d H:i:s'),
            'end' => $end->format('Y-m-d H:i:s'),
        ]);
        return array_map([Booking::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    /** @return Booking[] */
    public function forDay(int $roomId, DateTimeImmutable $day): array
    {
        $stmt = $this->db->prepare(
            "SELECT * FROM bookings
              WHERE room_id = :room AND status = 'confirmed'
                AND starts_at >= :day AND starts_at < :next
              ORDER BY starts_at"
        );
        $stmt->execute([
            'room' => $roomId,
            'day' => $day->format('Y-m-d 00:00:00'),
            'next' => $day->modify('+1 day')->format('Y-m-d 00:00:00'),
        ]);
        return array_map([Booking::class, 'fromRow'], $stmt->fetchAll(PDO::FETCH_ASSOC));
    }

    public function insert(Booking $b): int
    {
        $stmt = $this->db->prepare(
            'INSERT INTO bookings (room_id, user_id, starts_at, ends_at, status)
             VALUES (:room, :user, :start, :end, :status) RETURNING id'
        );
        $stmt->execute([
            'room' => $b->roomId,
            'user' => $b->userId,
            'start' => $b->startsAt->format('Y-m-d H:i:s'),
            'end' => $b->endsAt->format('Y-m-d H:i:s'),
            'status' => $b->status,
        ]);
        return (int) $stmt->fetchColumn();
    }

    public function cancel(int $id): void
    {
        $this->db->prepare("UPDATE bookings SET status = 'cancelled' WHERE id = :id")->execute(['id' => $id]);
    }
}
