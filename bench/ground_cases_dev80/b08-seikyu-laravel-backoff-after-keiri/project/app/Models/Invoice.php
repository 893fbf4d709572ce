<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    protected $fillable = [
        'customer_id', 'number', 'amount', 'billing_name', 'billing_email',
        'billing_address', 'due_on', 'pdf_path',
    ];

    protected $casts = [
        'due_on' => 'date',
        'mailed_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function isOverdue(): bool
    {
        return $this->due_on->isPast() && $this->paid_at === null;
    }
}
