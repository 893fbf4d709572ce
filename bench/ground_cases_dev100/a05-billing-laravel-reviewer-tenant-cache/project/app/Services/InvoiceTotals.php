<?php

namespace App\Services;

use Illuminate\Support\Facades\DB;

class InvoiceTotals
{
    /**
     * Revenue between two dates (inclusive) for one tenant, in cents, with VAT split out.
     *
     * @return array{net: int, vat: int, gross: int, invoices: int}
     */
    public function revenueBetween(int $tenantId, string $from, string $to): array
    {
        $lines = DB::table('invoice_lines')
            ->join('invoices', 'invoices.id', '=', 'invoice_lines.invoice_id')
            ->where('invoices.tenant_id', $tenantId)
            ->whereBetween('invoices.issued_on', [$from, $to])
            ->where('invoices.status', '!=', 'void')
            ->get(['invoice_lines.invoice_id', 'invoice_lines.net_cents', 'invoice_lines.vat_rate']);

        $net = (int) $lines->sum('net_cents');
        $vat = $this->vatFor($lines->all());

        return [
            'net' => $net,
            'vat' => $vat,
            'gross' => $net + $vat,
            'invoices' => $lines->pluck('invoice_id')->unique()->count(),
        ];
    }

    /**
     * VAT in cents, rounded once per invoice: the unrounded VAT of an invoice's lines
     * is summed and that sum is rounded (half up), as the accountant requires.
     */
    public function vatFor(array $lines): int
    {
        $perInvoice = [];
        foreach ($lines as $line) {
            $perInvoice[$line->invoice_id] = ($perInvoice[$line->invoice_id] ?? 0.0)
                + $line->net_cents * $line->vat_rate;
        }

        return (int) array_sum(array_map(fn (float $vat) => round($vat, 0, PHP_ROUND_HALF_UP), $perInvoice));
    }
}
