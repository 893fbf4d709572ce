<?php

namespace App\Listeners;

use App\Events\InvoiceIssued;
use App\Notifications\InvoiceIssuedNotification;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Support\Facades\Notification;

class NotifyInvoiceIssued implements ShouldQueue
{
    public function handle(InvoiceIssued $event): void
    {
        Notification::route('slack', config('services.slack.notifications.channel'))
            ->route('mail', $event->invoice->client->billing_email)
            ->notify(new InvoiceIssuedNotification($event->invoice));
    }
}
