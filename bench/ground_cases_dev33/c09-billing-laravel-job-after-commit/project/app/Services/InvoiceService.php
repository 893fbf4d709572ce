<?php

namespace App\Services;

use App\Jobs\SendInvoiceEmail;
use App\Jobs\SendInvoiceReminder;
use App\Models\Invoice;
use App\Models\InvoiceLine;
use App\Models\Order;
use Illuminate\Support\Facades\DB;
use RuntimeException;

class InvoiceService
{
    public function __construct(private readonly InvoiceNumberGenerator $numbers)
    {
    }

    /**
     * 为已支付订单开具电子发票，并发送给客户。
     */
    public function issue(Order $order): Invoice
    {
        if ($order->invoiced_at !== null) {
            throw new RuntimeException("订单 {$order->no} 已开票");
        }

        return DB::transaction(function () use ($order) {
            $invoice = Invoice::create([
                'no' => $this->numbers->next(),
                'order_id' => $order->id,
                'customer_id' => $order->customer_id,
                'title' => $order->invoice_title,
                'tax_no' => $order->tax_no,
                'amount' => $order->paid_amount,
                'status' => Invoice::STATUS_ISSUED,
            ]);

            foreach ($order->items as $item) {
                InvoiceLine::create([
                    'invoice_id' => $invoice->id,
                    'name' => $item->name,
                    'quantity' => $item->quantity,
                    'unit_price' => $item->unit_price,
                    'tax_rate' => $item->tax_rate,
                ]);
            }

            $order->update(['invoiced_at' => now()]);

            SendInvoiceEmail::dispatch($invoice);

            return $invoice;
        });
    }

    /**
     * 给逾期未付款的发票发催款提醒（每天 09:00 由调度器调用）。
     */
    public function remindOverdue(): int
    {
        $count = 0;
        Invoice::query()
            ->where('status', Invoice::STATUS_ISSUED)
            ->where('due_at', '<', now())
            ->whereNull('paid_at')
            ->chunkById(200, function ($invoices) use (&$count) {
                foreach ($invoices as $invoice) {
                    SendInvoiceReminder::dispatch($invoice);
                    $count++;
                }
            });

        return $count;
    }
}
