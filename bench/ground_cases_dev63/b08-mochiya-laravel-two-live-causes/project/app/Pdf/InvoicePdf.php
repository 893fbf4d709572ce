<?php

namespace App\Pdf;

use App\Models\Order;
use App\Services\PointDiscount;
use App\Services\TaxCalculator;
use Barryvdh\DomPDF\Facade\Pdf;

class InvoicePdf
{
    public function __construct(
        private TaxCalculator $tax,
        private PointDiscount $points,
    ) {}

    public function render(Order $order): \Barryvdh\DomPDF\PDF
    {
        $lines = $order->lines->map(fn ($l) => [
            'price' => $l->unit_price,
            'qty' => $l->quantity,
            'rate' => $l->tax_rate,
        ])->all();

        return Pdf::loadView('pdf.invoice', [
            'order' => $order,
            'rates' => $this->tax->byRate($lines),
            'pointsLabel' => $this->points->label($order->points_used),
            'total' => $this->money($this->points->invoiceTotal($lines, $order->points_used)),
        ]);
    }

    private function money(int $yen): string
    {
        return number_format($yen) . '円';
    }
}
