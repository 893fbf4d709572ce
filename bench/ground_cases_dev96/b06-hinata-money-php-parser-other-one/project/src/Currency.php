<?php

declare(strict_types=1);

namespace Hinata\Money;

/**
 * An ISO 4217 currency and the number of digits of its minor unit (cents, sen, fils).
 */
final class Currency implements \Stringable
{
    private const MINOR_DIGITS = [
        'BHD' => 3,
        'CNY' => 2,
        'EUR' => 2,
        'GBP' => 2,
        'JOD' => 3,
        'JPY' => 0,
        'KRW' => 0,
        'KWD' => 3,
        'TWD' => 2,
        'USD' => 2,
    ];

    private function __construct(private readonly string $code)
    {
    }

    public static function of(string $code): self
    {
        $code = strtoupper(trim($code));
        if (!isset(self::MINOR_DIGITS[$code])) {
            throw new \InvalidArgumentException(sprintf('unknown currency "%s"', $code));
        }
        return new self($code);
    }

    /** @return list<string> every supported currency code */
    public static function known(): array
    {
        return array_keys(self::MINOR_DIGITS);
    }

    public function code(): string
    {
        return $this->code;
    }

    public function minorDigits(): int
    {
        return self::MINOR_DIGITS[$this->code];
    }

    public function equals(self $other): bool
    {
        return $this->code === $other->code;
    }

    public function __toString(): string
    {
        return $this->code;
    }
}
