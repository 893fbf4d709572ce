<?php

namespace App\Http\Controllers;

use App\Models\Invoice;
use Illuminate\Http\Request;
use Illuminate\View\View;

class InvoiceController extends Controller
{
    public function index(Request $request): View
    {
        $team = $request->user()->currentTeam;

        $invoices = Invoice::query()
            ->where('team_id', $team->id)
            ->with('customer')
            ->latest('issued_at')
            ->paginate(25);

        return view('invoices.index', ['invoices' => $invoices]);
    }

    public function show(Request $request, Invoice $invoice): View
    {
        abort_unless($invoice->team_id === $request->user()->currentTeam->id, 404);

        return view('invoices.show', [
            'invoice' => $invoice->load('customer', 'lines'),
        ]);
    }

    public function overdue(Request $request): View
    {
        $invoices = Invoice::query()
            ->where('team_id', $request->user()->currentTeam->id)
            ->overdue()
            ->with('customer')
            ->orderBy('due_at')
            ->get();

        return view('invoices.overdue', ['invoices' => $invoices]);
    }
}
