<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use Barryvdh\DomPDF\Facade\Pdf;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\View\View;

class InvoiceController extends Controller
{
    private const SORTABLE = ['issued_at', 'due_at', 'number'];

    public function index(Request $request): View
    {
        $sort = $request->query('sort', 'issued_at');
        $direction = $request->query('dir', 'desc');

        if (! in_array($sort, self::SORTABLE, true)) {
            $sort = 'issued_at';
        }
        if (! in_array($direction, ['asc', 'desc'], true)) {
            $direction = 'desc';
        }

        $invoices = Invoice::query()
            ->with('client')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->orderBy($sort, $direction)
            ->paginate(25)
            ->withQueryString();

        return view('invoices.index', compact('invoices', 'sort', 'direction'));
    }

    public function show(Invoice $invoice): View
    {
        $invoice->load('client', 'items');

        return view('invoices.show', compact('invoice'));
    }

    public function pdf(Invoice $invoice): Response
    {
        $invoice->load('client', 'items');

        return Pdf::loadView('invoices.pdf', compact('invoice'))
            ->setPaper('a4')
            ->download("invoice-{$invoice->number}.pdf");
    }

    public function issue(Invoice $invoice)
    {
        abort_unless($invoice->status === 'draft', 409, '下書き以外は発行できません');

        $invoice->update(['status' => 'issued', 'issued_at' => now()]);

        return redirect()->route('invoices.show', $invoice)->with('status', '発行しました');
    }
}
