<?php

namespace App\Http\Controllers;

use App\Exports\InvoiceExport;
use Symfony\Component\HttpFoundation\StreamedResponse;

class ExportController extends Controller
{
    public function invoices(int $year, int $month): StreamedResponse
    {
        abort_unless($month >= 1 && $month <= 12, 404);
        $export = new InvoiceExport($year, $month);
        $name = sprintf('invoices-%04d-%02d.csv', $year, $month);

        return response()->streamDownload(function () use ($export) {
            $out = fopen('php://output', 'w');
            $export->writeTo($out);
            fclose($out);
        }, $name, ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
