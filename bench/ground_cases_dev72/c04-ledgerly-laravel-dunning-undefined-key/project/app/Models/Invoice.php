<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    protected $fillable = [
        'workspace_id', 'number', 'amount_due', 'currency', 'status',
        'dunning_attempts', 'next_retry_at', 'stripe_invoice_id',
    ];

    protected $casts = [
        'amount_due' => 'integer',
        'dunning_attempts' => 'integer',
        'next_retry_at' => 'datetime',
    ];

    public function workspace(): BelongsTo
    {
        return $this->belongsTo(Workspace::class);
    }

    public function isOpen(): bool
    {
        return in_array($this->status, ['open', 'past_due'], true);
    }

    public function formattedAmount(): string
    {
        return strtoupper($this->currency) . ' ' . number_format($this->amount_due / 100, 2);
    }
}
