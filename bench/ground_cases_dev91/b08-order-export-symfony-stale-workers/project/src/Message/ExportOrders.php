<?php

namespace App\Message;

final class ExportOrders
{
    public function __construct(
        public readonly int $requestedBy,
        public readonly string $format,
        public readonly \DateTimeImmutable $from,
        public readonly \DateTimeImmutable $to,
    ) {
    }
}
