<?php

namespace App\Http\Controllers;

use App\Models\Customer;
use App\Models\Invoice;
use App\Services\TaxCalculator;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\StreamedResponse;

class InvoiceController extends Controller
{
    public function __construct(private TaxCalculator $tax)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $invoices = Invoice::query()
            ->where('status', $request->query('status', 'open'))
            ->orderByDesc('issued_at')
            ->paginate(min((int) $request->query('per_page', 50), 200));

        $rows = [];
        foreach ($invoices as $invoice) {
            $customer = Customer::find($invoice->customer_id);
            $rows[] = [
                'id' => $invoice->id,
                'number' => $invoice->number,
                'customer' => $customer?->name,
                'total_cents' => $this->tax->gross($invoice->net_cents, $invoice->tax_rate),
                'issued_at' => $invoice->issued_at->toDateString(),
            ];
        }

        return response()->json([
            'data' => $rows,
            'meta' => [
                'page' => $invoices->currentPage(),
                'per_page' => $invoices->perPage(),
                'total' => $invoices->total(),
            ],
        ]);
    }

    public function export(Request $request): StreamedResponse
    {
        $status = $request->query('status', 'open');

        return response()->streamDownload(function () use ($status) {
            $out = fopen('php://output', 'w');
            fputcsv($out, ['id', 'number', 'customer', 'total_cents', 'issued_at']);
            Invoice::with('customer')->where('status', $status)->orderByDesc('issued_at')
                ->chunk(500, function ($invoices) use ($out) {
                    foreach ($invoices as $invoice) {
                        fputcsv($out, [
                            $invoice->id,
                            $invoice->number,
                            $invoice->customer?->name,
                            $this->tax->gross($invoice->net_cents, $invoice->tax_rate),
                            $invoice->issued_at->toDateString(),
                        ]);
                    }
                });
            fclose($out);
        }, 'invoices.csv', ['Content-Type' => 'text/csv']);
    }

    public function show(Invoice $invoice): JsonResponse
    {
        return response()->json([
            'id' => $invoice->id,
            'number' => $invoice->number,
            'customer' => $invoice->customer?->name,
            'net_cents' => $invoice->net_cents,
            'total_cents' => $this->tax->gross($invoice->net_cents, $invoice->tax_rate),
        ]);
    }
}
