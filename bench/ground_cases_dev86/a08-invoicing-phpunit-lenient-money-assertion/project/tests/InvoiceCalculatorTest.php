<?php

declare(strict_types=1);

namespace Hollow\Invoicing\Tests;

use Hollow\Invoicing\InvoiceCalculator;
use Hollow\Invoicing\Tests\Support\MoneyAssertions;
use Hollow\Invoicing\VatTable;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;

final class InvoiceCalculatorTest extends TestCase
{
    use MoneyAssertions;

    private InvoiceCalculator $calc;

    protected function setUp(): void
    {
        $this->calc = new InvoiceCalculator(new VatTable());
    }

    public function testLineTotalWithoutDiscount(): void
    {
        self::assertMoneyEquals(29.97, $this->calc->lineTotal(9.99, 3));
    }

    public function testLineTotalWithTenPercentOff(): void
    {
        self::assertMoneyEquals(26.97, $this->calc->lineTotal(9.99, 3, 10.0));
    }

    public function testLineTotalWithOddDiscount(): void
    {
        // 3 x 19.99 = 59.97, minus 33.333 % = 39.9802...
        self::assertMoneyEquals(39.98, $this->calc->lineTotal(19.99, 3, 33.333));
    }

    public function testLineTotalFullyDiscounted(): void
    {
        self::assertMoneyEquals(0.00, $this->calc->lineTotal(12.00, 5, 100.0));
    }

    public function testLineTotalRoundsHalfCentUp(): void
    {
        // 0.125 x 1 -> 0.13 (half-up)
        self::assertMoneyEquals(0.13, $this->calc->lineTotal(0.125, 1));
    }

    #[DataProvider('vatRates')]
    public function testVat(string $country, string $category, float $net, float $expected): void
    {
        self::assertMoneyEquals($expected, $this->calc->vatFor($net, $country, $category));
    }

    public static function vatRates(): array
    {
        return [
            'DE standard' => ['DE', 'standard', 100.00, 19.00],
            'FR reduced' => ['FR', 'reduced', 40.00, 2.20],
            'NL reduced' => ['NL', 'reduced', 12.50, 1.13],
        ];
    }

    public function testTotalAddsVatPerLine(): void
    {
        $total = $this->calc->total([
            ['price' => 10.00, 'qty' => 2, 'category' => 'standard'],
            ['price' => 4.50, 'qty' => 1, 'category' => 'reduced'],
        ], 'DE');
        self::assertMoneyEquals(28.62, $total);
    }
}
