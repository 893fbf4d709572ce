<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use App\Services\InvoiceNumber;
use Barryvdh\DomPDF\Facade\Pdf;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function __construct(private InvoiceNumber $numbers)
    {
    }

    public function issue(Request $request, Invoice $invoice)
    {
        $this->authorize('update', $invoice);
        abort_if($invoice->number !== null, 409, 'Invoice already issued.');

        $invoice->number = $this->numbers->next($invoice->company_id);
        $invoice->issued_at = now();
        $invoice->save();

        return response()->json([
            'id' => $invoice->id,
            'number' => $this->numbers->format($invoice->number, $invoice->issued_at),
        ]);
    }

    public function pdf(Invoice $invoice)
    {
        $this->authorize('view', $invoice);

        return Pdf::loadView('pdf.invoice', [
            'invoice' => $invoice,
            'number' => $this->numbers->format($invoice->number, $invoice->issued_at),
        ])->download("invoice-{$invoice->number}.pdf");
    }
}
