<?php

namespace App\Http\Controllers;

use App\Models\Customer;
use App\Services\CsvExporter;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class CustomerExportController extends Controller
{
    public function __invoke(Request $request, CsvExporter $exporter): StreamedResponse
    {
        $filters = $request->validate([
            'status' => ['nullable', 'in:'.implode(',', Customer::STATUSES)],
            'city' => ['nullable', 'string', 'max:50'],
        ]);

        $filename = 'customers-'.now()->format('Ymd-His').'.csv';

        return response()->streamDownload(function () use ($exporter, $filters) {
            $out = fopen('php://output', 'w');
            $exporter->writeCustomers($filters, $out);
            fclose($out);
        }, $filename, ['Content-Type' => 'text/csv; charset=UTF-8']);
    }
}
