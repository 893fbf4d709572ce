<?php

declare(strict_types=1);

namespace Hinata\Money;

/**
 * An amount of money in minor units (cents, yen) of one currency. Immutable.
 */
final class Money implements \JsonSerializable
{
    /** Truncate toward zero (for multiply()). */
    public const ROUND_DOWN = 100;
    /** Round away from zero (for multiply()). */
    public const ROUND_UP = 101;

    public function __construct(private readonly int $minor, private readonly Currency $currency)
    {
    }

    public static function ofMinor(int $minor, string $currency): self
    {
        return new self($minor, Currency::of($currency));
    }

    public function minor(): int
    {
        return $this->minor;
    }

    public function currency(): Currency
    {
        return $this->currency;
    }

    public function add(self $other): self
    {
        $this->assertSameCurrency($other);
        return new self($this->minor + $other->minor, $this->currency);
    }

    public function subtract(self $other): self
    {
        $this->assertSameCurrency($other);
        return new self($this->minor - $other->minor, $this->currency);
    }

    /**
     * @param int $roundingMode PHP_ROUND_HALF_UP (default), PHP_ROUND_HALF_DOWN, PHP_ROUND_HALF_EVEN,
     *                          PHP_ROUND_HALF_ODD, or self::ROUND_DOWN / self::ROUND_UP (toward / away from zero)
     */
    public function multiply(int|float|string $factor, int $roundingMode = PHP_ROUND_HALF_UP): self
    {
        $raw = $this->minor * (float) $factor;
        $rounded = match ($roundingMode) {
            self::ROUND_DOWN => $raw < 0 ? ceil($raw) : floor($raw),
            self::ROUND_UP => $raw < 0 ? floor($raw) : ceil($raw),
            default => round($raw, 0, $roundingMode),
        };
        return new self((int) $rounded, $this->currency);
    }

    /**
     * Splits the amount by ratios without losing a minor unit: the remainder goes
     * one unit at a time to the first shares.
     *
     * @param list<int> $ratios
     * @return list<self>
     */
    public function allocate(array $ratios): array
    {
        $total = array_sum($ratios);
        if ($total <= 0) {
            throw new \InvalidArgumentException('ratios must add up to more than zero');
        }
        $shares = [];
        $remainder = $this->minor;
        foreach ($ratios as $ratio) {
            $share = intdiv($this->minor * $ratio, $total);
            $shares[] = $share;
            $remainder -= $share;
        }
        for ($i = 0; $remainder > 0; $i++) {
            $shares[$i]++;
            $remainder--;
        }
        return array_map(fn (int $minor): self => new self($minor, $this->currency), $shares);
    }

    public function equals(self $other): bool
    {
        return $this->minor === $other->minor && $this->currency->equals($other->currency);
    }

    public function isZero(): bool
    {
        return $this->minor === 0;
    }

    /** @return array{amount: int, currency: string} */
    public function jsonSerialize(): array
    {
        return ['amount' => $this->minor, 'currency' => $this->currency->code()];
    }

    private function assertSameCurrency(self $other): void
    {
        if (!$this->currency->equals($other->currency)) {
            throw new \DomainException(sprintf('cannot combine %s with %s', $this->currency, $other->currency));
        }
    }
}
