<?php

namespace App\Exceptions;

use RuntimeException;

class CouponException extends RuntimeException
{
    public function __construct(string $message, public readonly string $reason)
    {
        parent::__construct($message);
    }

    private static function make(string $reason, array $replace = []): self
    {
        return new self(__("coupon.{$reason}", $replace), $reason);
    }

    public static function notFound(string $code): self
    {
        return self::make('not_found', ['code' => $code]);
    }

    public static function expired(string $code): self
    {
        return self::make('expired', ['code' => $code]);
    }

    public static function usedUp(string $code): self
    {
        return self::make('used_up', ['code' => $code]);
    }

    public static function minSpend(string $code, int $minSpend): self
    {
        return self::make('min_spend', ['code' => $code, 'amount' => $minSpend]);
    }

    public static function emptyCart(): self
    {
        return self::make('empty_cart');
    }

    public function render()
    {
        return response()->json(['message' => $this->getMessage(), 'reason' => $this->reason], 422);
    }
}
