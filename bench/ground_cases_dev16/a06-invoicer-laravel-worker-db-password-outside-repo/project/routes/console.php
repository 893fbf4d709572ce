<?php

use App\Jobs\SendInvoiceReminder;
use App\Models\Invoice;
use Illuminate\Support\Facades\Schedule;

// Every morning: one reminder per overdue invoice, at most one a week per invoice.
Schedule::call(function () {
    Invoice::query()
        ->whereNotIn('status', ['paid', 'void'])
        ->whereDate('due_on', '<', today())
        ->where(fn ($q) => $q->whereNull('last_reminded_at')->orWhere('last_reminded_at', '<', now()->subWeek()))
        ->pluck('id')
        ->each(fn (int $id) => SendInvoiceReminder::dispatch($id));
})->dailyAt('07:00')->name('invoice-reminders')->onOneServer();
