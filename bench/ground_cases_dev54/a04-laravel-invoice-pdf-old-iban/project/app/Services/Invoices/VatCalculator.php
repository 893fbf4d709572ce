<?php

namespace App\Services\Invoices;

use App\Models\Invoice;

class VatCalculator
{
    /**
     * Totals for the invoice PDF and the e-mail.
     *
     * VAT is computed per rate on the net sum of the items with that rate
     * (plants and seeds 7 %, everything else 19 %).
     *
     * @return array{net: float, vat: float, gross: float, vat_groups: array<string, array{net: float, vat: float}>}
     */
    public function totals(Invoice $invoice): array
    {
        $groups = [];
        foreach ($invoice->items as $item) {
            $rate = (string) (float) ($item->vat_rate ?? config('billing.vat_rate'));
            $groups[$rate]['net'] = ($groups[$rate]['net'] ?? 0.0) + $item->lineTotal();
        }
        krsort($groups, SORT_NUMERIC);

        $net = 0.0;
        $vat = 0.0;
        foreach ($groups as $rate => $group) {
            $groups[$rate]['net'] = round($group['net'], 2);
            $groups[$rate]['vat'] = round($group['net'] * (float) $rate / 100, 2);
            $net += $groups[$rate]['net'];
            $vat += $groups[$rate]['vat'];
        }

        return [
            'net' => round($net, 2),
            'vat' => round($vat, 2),
            'gross' => round($net + $vat, 2),
            'vat_groups' => $groups,
        ];
    }

    public static function money(float $amount): string
    {
        return number_format($amount, 2, ',', '.') . ' €';
    }
}
