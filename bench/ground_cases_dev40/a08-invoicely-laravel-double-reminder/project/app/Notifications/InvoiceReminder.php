<?php

namespace App\Notifications;

use App\Models\Invoice;
use Illuminate\Notifications\Messages\MailMessage;
use Illuminate\Notifications\Notification;

/**
 * Sent synchronously from SendInvoiceReminder (the job is already queued).
 */
class InvoiceReminder extends Notification
{
    public function __construct(public Invoice $invoice, public int $level)
    {
    }

    public function via(object $notifiable): array
    {
        return ['mail'];
    }

    public function toMail(object $notifiable): MailMessage
    {
        $subject = match ($this->level) {
            1 => __('reminders.subject.friendly', ['number' => $this->invoice->number]),
            2 => __('reminders.subject.second', ['number' => $this->invoice->number]),
            default => __('reminders.subject.final', ['number' => $this->invoice->number]),
        };

        return (new MailMessage)
            ->subject($subject)
            ->greeting(__('reminders.greeting', ['name' => $notifiable->contact_name]))
            ->line(__('reminders.body.'.min($this->level, 3), [
                'number' => $this->invoice->number,
                'due' => $this->invoice->due_date->isoFormat('LL'),
                'amount' => $this->invoice->formattedOpenAmount(),
            ]))
            ->action(__('reminders.pay_now'), $this->invoice->paymentLink())
            ->line(__('reminders.ignore_if_paid'));
    }
}
