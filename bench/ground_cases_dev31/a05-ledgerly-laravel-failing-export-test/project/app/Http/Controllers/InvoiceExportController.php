<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class InvoiceExportController extends Controller
{
    private const HEADER = ['number', 'customer', 'paid_at', 'total'];

    private const DELIMITER = ';';

    public function __invoke(Request $request): StreamedResponse
    {
        $team = $request->user()->currentTeam;

        $query = Invoice::query()
            ->where('team_id', $team->id)
            ->paid()
            ->with(['customer', 'lines'])
            ->orderBy('paid_at');

        return response()->streamDownload(function () use ($query) {
            $out = fopen('php://output', 'w');
            fwrite($out, "\xEF\xBB\xBF"); // BOM so Excel reads UTF-8
            fputcsv($out, self::HEADER, self::DELIMITER);

            $query->chunk(500, function ($invoices) use ($out) {
                foreach ($invoices as $invoice) {
                    fputcsv($out, [
                        $invoice->number,
                        $invoice->customer->name,
                        $invoice->paid_at?->toDateString(),
                        number_format($invoice->totalCents() / 100, 2, ',', ''),
                    ], self::DELIMITER);
                }
            });

            fclose($out);
        }, 'paid-invoices-'.now()->toDateString().'.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
