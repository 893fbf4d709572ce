<?php

declare(strict_types=1);

namespace Kestrel\Money;

/**
 * Every error this package throws. Named constructors keep the messages consistent.
 */
final class MoneyException extends \InvalidArgumentException
{
    public static function currencyMismatch(Currency $a, Currency $b): self
    {
        return new self(sprintf('Cannot combine %s and %s amounts', $a->code(), $b->code()));
    }

    public static function unknownCurrency(string $code): self
    {
        return new self(sprintf('"%s" is not an ISO 4217 currency code', $code));
    }

    public static function invalidRatios(string $why): self
    {
        return new self('Invalid allocation ratios: ' . $why);
    }

    public static function notAnAmount(string $text): self
    {
        return new self(sprintf('"%s" is not a decimal amount', $text));
    }

    public static function overflow(string $operation): self
    {
        return new self(sprintf('Integer overflow in %s', $operation));
    }
}
