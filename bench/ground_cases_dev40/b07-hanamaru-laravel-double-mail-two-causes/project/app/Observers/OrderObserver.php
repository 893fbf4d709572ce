<?php

namespace App\Observers;

use App\Models\Order;
use App\Services\StockLedger;

class OrderObserver
{
    public function __construct(private StockLedger $ledger)
    {
    }

    public function created(Order $order): void
    {
        $this->ledger->reserve($order);
    }

    public function updated(Order $order): void
    {
        if ($order->wasChanged('status') && $order->status === Order::STATUS_CANCELLED) {
            $this->ledger->release($order);
        }
    }

    public function deleted(Order $order): void
    {
        $this->ledger->release($order);
    }
}
