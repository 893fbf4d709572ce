<?php

namespace App\Support;

use InvalidArgumentException;

/**
 * An amount in a currency's minor unit (cents, pence, yen ...), as stored in the database.
 */
final class Money
{
    public function __construct(
        public readonly int $minor,
        public readonly string $currency,
    ) {
        if (strlen($currency) !== 3) {
            throw new InvalidArgumentException("Bad currency code: {$currency}");
        }
    }

    public static function fromMinor(int $minor, string $currency): self
    {
        return new self($minor, strtoupper($currency));
    }

    public function plus(Money $other): self
    {
        if ($other->currency !== $this->currency) {
            throw new InvalidArgumentException('Currency mismatch');
        }

        return new self($this->minor + $other->minor, $this->currency);
    }

    public function format(string $locale = 'en'): string
    {
        $formatter = new \NumberFormatter($locale, \NumberFormatter::CURRENCY);
        $formatted = $formatter->formatCurrency($this->toMajor(), $this->currency);

        if ($formatted === false) {
            throw new InvalidArgumentException("Cannot format {$this->currency} for locale {$locale}");
        }

        // intl uses a narrow no-break space before the symbol in some locales; PDFs render it as a box
        return str_replace("\u{202F}", "\u{00A0}", $formatted);
    }

    public function toMajor(): float
    {
        return $this->minor / 100;
    }

    public function isZero(): bool
    {
        return $this->minor === 0;
    }
}
