<?php

namespace App\Services;

use App\Models\Product;
use InvalidArgumentException;

class ProductUpserter
{
    /**
     * @param  array<string, string>  $row  one CSV row keyed by header
     */
    public function upsert(array $row): Product
    {
        $jan = $this->normalizeJan($row['jan_code'] ?? '');

        return Product::updateOrCreate(
            ['jan_code' => $jan],
            [
                'supplier_code' => trim($row['supplier_code'] ?? ''),
                'name' => trim($row['name'] ?? ''),
                'maker' => trim($row['maker'] ?? ''),
                'list_price' => $this->yen($row['list_price'] ?? '0'),
                'cost_price' => $this->yen($row['cost_price'] ?? '0'),
                'tax_rate' => (int) ($row['tax_rate'] ?? 10),
                'is_active' => ($row['is_active'] ?? '1') === '1',
            ],
        );
    }

    public function normalizeJan(string $jan): string
    {
        $digits = preg_replace('/\D/', '', mb_convert_kana($jan, 'n'));
        $jan = (string) (int) $digits;
        if (! preg_match('/^\d{8}$|^\d{13}$/', $jan)) {
            throw new InvalidArgumentException(__('import.invalid_jan', ['jan' => $jan]));
        }

        return $jan;
    }

    private function yen(string $value): int
    {
        return (int) str_replace([',', '¥', '円'], '', mb_convert_kana(trim($value), 'n'));
    }
}
