<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    protected $fillable = ['number', 'customer_id', 'issued_at', 'due_at', 'total_cents', 'currency', 'status'];

    protected $casts = [
        'issued_at' => 'datetime',
        'due_at' => 'datetime',
        'total_cents' => 'integer',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function scopeIssuedBetween(Builder $query, string $from, string $to): Builder
    {
        return $query->whereBetween('issued_at', [$from.' 00:00:00', $to.' 23:59:59']);
    }

    public function totalFormatted(): string
    {
        return number_format($this->total_cents / 100, 2, ',', '.').' '.$this->currency;
    }
}
