<?php

namespace App\Notifications;

use App\Models\Invoice;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

class InvoicePaid extends Notification implements ShouldQueue
{
    use Queueable;

    public function __construct(public Invoice $invoice)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        $amount = number_format((float) $this->invoice->total, 2) . ' ' . $this->invoice->currency;

        return (new MailMessage)
            ->subject(__('invoice.paid_subject', ['number' => $this->invoice->number]))
            ->greeting(__('invoice.greeting', ['name' => $notifiable->name]))
            ->line(__('invoice.paid_line', ['amount' => $amount]))
            ->action(__('invoice.view'), url("/invoices/{$this->invoice->id}"));
    }
}
