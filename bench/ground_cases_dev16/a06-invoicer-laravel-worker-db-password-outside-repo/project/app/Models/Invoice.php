<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['number', 'customer_id', 'status', 'total_cents', 'due_on'];

    protected function casts(): array
    {
        return [
            'due_on' => 'date',
            'last_reminded_at' => 'datetime',
            'total_cents' => 'integer',
        ];
    }

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function isPaid(): bool
    {
        return $this->status === 'paid';
    }

    public function isVoid(): bool
    {
        return $this->status === 'void';
    }

    public function isOverdue(): bool
    {
        return ! $this->isPaid() && ! $this->isVoid() && $this->due_on->isPast();
    }
}
