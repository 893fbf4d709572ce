<?php

namespace App\Services;

use App\Models\Invoice;
use Barryvdh\DomPDF\Facade\Pdf;
use Illuminate\Support\Facades\Storage;

class InvoicePdfService
{
    public function path(Invoice $invoice): string
    {
        return sprintf('invoices/%d/%s.pdf', $invoice->company_id, $invoice->number);
    }

    /**
     * Render the PDF of an issued invoice and keep it on the invoices disk.
     */
    public function render(Invoice $invoice): string
    {
        $invoice->loadMissing(['company', 'customer', 'lines']);
        $pdf = Pdf::loadView('invoices.pdf', ['invoice' => $invoice])->setPaper('a4');
        $path = $this->path($invoice);
        Storage::disk('invoices')->put($path, $pdf->output());

        return $path;
    }

    public function exists(Invoice $invoice): bool
    {
        return $invoice->number !== null && Storage::disk('invoices')->exists($this->path($invoice));
    }
}
