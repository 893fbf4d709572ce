<?php

namespace App\Http\Controllers;

use App\Jobs\IssueInvoiceJob;
use App\Models\Invoice;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

class InvoiceBatchController extends Controller
{
    /**
     * Issue many draft invoices at once; each one becomes a queued job.
     */
    public function store(Request $request): RedirectResponse
    {
        $data = $request->validate([
            'invoice_ids' => ['required', 'array', 'max:500'],
            'invoice_ids.*' => ['integer'],
        ]);

        $drafts = Invoice::query()
            ->whereIn('id', $data['invoice_ids'])
            ->where('company_id', $request->user()->company_id)
            ->where('status', Invoice::STATUS_DRAFT)
            ->pluck('id');

        foreach ($drafts as $id) {
            IssueInvoiceJob::dispatch($id)->onQueue('invoices');
        }

        return back()->with('status', "已提交 {$drafts->count()} 张发票，正在开具");
    }
}
