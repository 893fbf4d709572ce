<?php

namespace App\Exceptions;

use RuntimeException;

class OutOfStockException extends RuntimeException
{
    public function __construct(
        public readonly string $sku,
        public readonly int $available,
        public readonly int $requested,
    ) {
        parent::__construct(sprintf(
            'not enough stock for %s: %d available, %d requested',
            $sku,
            $available,
            $requested,
        ));
    }

    public function context(): array
    {
        return [
            'sku' => $this->sku,
            'available' => $this->available,
            'requested' => $this->requested,
        ];
    }

    public function shortage(): int
    {
        return max(0, $this->requested - $this->available);
    }
}
