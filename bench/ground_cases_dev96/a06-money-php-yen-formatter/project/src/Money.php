<?php

declare(strict_types=1);

namespace Kestrel\Money;

/**
 * An immutable amount of one currency, held as an integer number of minor units
 * (cents for EUR, yen for JPY), so arithmetic never rounds.
 */
final class Money
{
    private function __construct(private readonly int $amount, private readonly Currency $currency)
    {
    }

    /** @param int $minor the amount in minor units: Money::of(1999, 'EUR') is 19.99 EUR */
    public static function of(int $minor, string|Currency $currency): self
    {
        return new self($minor, $currency instanceof Currency ? $currency : Currency::of($currency));
    }

    public function amount(): int
    {
        return $this->amount;
    }

    public function currency(): Currency
    {
        return $this->currency;
    }

    public function add(self $other): self
    {
        $this->assertSameCurrency($other);
        return new self($this->amount + $other->amount, $this->currency);
    }

    public function subtract(self $other): self
    {
        $this->assertSameCurrency($other);
        return new self($this->amount - $other->amount, $this->currency);
    }

    /** Multiply and round half away from zero to whole minor units. */
    public function multiply(int|float $factor): self
    {
        return new self((int) round($this->amount * $factor, 0, PHP_ROUND_HALF_UP), $this->currency);
    }

    /**
     * Split into parts proportional to $ratios without losing minor units; the
     * remainder is handed out one unit at a time, starting with the first part.
     *
     * @param list<int> $ratios
     * @return list<self>
     */
    public function allocate(array $ratios): array
    {
        if ($ratios === [] || min($ratios) < 0 || array_sum($ratios) <= 0) {
            throw MoneyException::invalidRatios('need at least one ratio, none negative, sum above zero');
        }
        $total = array_sum($ratios);
        $parts = [];
        $remainder = $this->amount;
        foreach ($ratios as $ratio) {
            $share = intdiv($this->amount * $ratio, $total);
            $parts[] = $share;
            $remainder -= $share;
        }
        $step = $remainder <=> 0;
        for ($i = 0; $remainder !== 0; $i++) {
            $parts[$i] += $step;
            $remainder -= $step;
        }
        return array_map(fn (int $minor): self => new self($minor, $this->currency), $parts);
    }

    public function isNegative(): bool
    {
        return $this->amount < 0;
    }

    public function isZero(): bool
    {
        return $this->amount === 0;
    }

    public function equals(self $other): bool
    {
        return $this->amount === $other->amount && $this->currency->equals($other->currency);
    }

    private function assertSameCurrency(self $other): void
    {
        if (!$this->currency->equals($other->currency)) {
            throw MoneyException::currencyMismatch($this->currency, $other->currency);
        }
    }
}
