<?php

namespace App\Exceptions;

use RuntimeException;

class OutOfStockException extends RuntimeException
{
    public function __construct(public readonly string $sku)
    {
        parent::__construct("在庫が不足しています: {$sku}");
    }
}
