<?php

namespace App\Mail;

use App\Models\Order;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

class OrderShippedMail extends Mailable implements ShouldQueue
{
    use Queueable, SerializesModels;

    public function __construct(public Order $order)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: "您的订单 {$this->order->order_no} 已发货");
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.order-shipped',
            with: [
                'order' => $this->order,
                'orderUrl' => route('orders.show', $this->order),
                'trackingNo' => $this->order->tracking_no,
            ],
        );
    }
}
