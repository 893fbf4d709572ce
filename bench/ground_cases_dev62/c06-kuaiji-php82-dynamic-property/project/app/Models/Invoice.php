<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Invoice extends Model
{
    protected $fillable = ['number', 'customer_id', 'branch_code', 'amount_cents', 'issued_at', 'paid_at'];

    protected $casts = [
        'amount_cents' => 'integer',
        'issued_at' => 'datetime',
        'paid_at' => 'datetime',
    ];

    public function customer()
    {
        return $this->belongsTo(Customer::class);
    }

    public function isPaid(): bool
    {
        return $this->paid_at !== null;
    }

    public function overdueDays(): int
    {
        if ($this->isPaid()) {
            return 0;
        }
        return max(0, $this->issued_at->addDays(30)->diffInDays(now(), false));
    }
}
