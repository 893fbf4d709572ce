<?php

declare(strict_types=1);

namespace Roomie\Repository;

use DateTimeImmutable;
use PDO;

/** Loans of the projector and the two whiteboard carts, bookable together with a room. */
final class EquipmentLoanRepository
{
    public function __construct(private PDO $db)
    {
    }

    /** @return array<int, array<string, mixed>> loans of the item that overlap [$start, $end) */
    public function findOverlapping(int $itemId, DateTimeImmutable $start, DateTimeImmutable $end): array
    {
        $stmt = $this->db->prepare(
            "SELECT * FROM equipment_loans
              WHERE item_id = :item
                AND returned_at IS NULL
                AND starts_at < :end AND ends_at > :start"
        );
        $stmt->execute([
            'item' => $itemId,
            'start' => $start->format('Y-m-d H:i:s'),
            'end' => $end->format('Y-m-d H:i:s'),
        ]);
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}
