<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use RuntimeException;

class Order extends Model
{
    protected $fillable = ['reference', 'total_jpy', 'status', 'paypal_capture_id', 'paid_at', 'refunded_at'];

    protected $casts = ['paid_at' => 'datetime', 'refunded_at' => 'datetime'];

    public function markPaid(string $captureId, int $amountJpy): void
    {
        if ($this->status === 'paid') {
            return;
        }
        if ($amountJpy !== (int) $this->total_jpy) {
            throw new RuntimeException("order {$this->reference}: paid {$amountJpy}, expected {$this->total_jpy}");
        }
        $this->status = 'paid';
        $this->paypal_capture_id = $captureId;
        $this->paid_at = now();
        $this->save();
    }

    public function markRefunded(): void
    {
        $this->status = 'refunded';
        $this->refunded_at = now();
        $this->save();
    }
}
