<?php

namespace App\Services;

use App\Mail\InvoiceReminder;
use App\Models\Invoice;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Support\Facades\Mail;

class InvoiceReminderService
{
    /** Reminders go out once an invoice is this many days overdue (inclusive). */
    public const GRACE_DAYS = 3;

    public function dueForReminder(): Collection
    {
        return Invoice::query()
            ->whereNull('paid_at')
            ->whereNull('reminded_at')
            ->where('due_at', '<', now()->subDays(self::GRACE_DAYS))
            ->with('customer')
            ->get();
    }

    public function sendAll(): int
    {
        $sent = 0;
        foreach ($this->dueForReminder() as $invoice) {
            Mail::to($invoice->customer->email)->send(new InvoiceReminder($invoice));
            $invoice->update(['reminded_at' => now()]);
            $sent++;
        }

        return $sent;
    }
}
