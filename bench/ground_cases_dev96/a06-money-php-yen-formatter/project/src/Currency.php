<?php

declare(strict_types=1);

namespace Kestrel\Money;

/**
 * An ISO 4217 currency and the number of digits after its decimal point.
 */
final class Currency
{
    /** Currencies whose minor unit is not 2 digits. */
    private const MINOR_UNITS = [
        'JPY' => 0, 'KRW' => 0, 'VND' => 0, 'CLP' => 0, 'ISK' => 0, 'UGX' => 0,
        'BHD' => 3, 'KWD' => 3, 'OMR' => 3, 'JOD' => 3, 'TND' => 3, 'LYD' => 3,
    ];

    private function __construct(private readonly string $code)
    {
    }

    public static function of(string $code): self
    {
        if (!preg_match('/^[A-Z]{3}$/', $code)) {
            throw MoneyException::unknownCurrency($code);
        }
        return new self($code);
    }

    public function code(): string
    {
        return $this->code;
    }

    /** Digits after the decimal point: 2 for most currencies, 0 for JPY, 3 for KWD. */
    public function minorUnits(): int
    {
        return self::MINOR_UNITS[$this->code] ?? 2;
    }

    public function equals(self $other): bool
    {
        return $this->code === $other->code;
    }
}
