<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    protected $fillable = ['number', 'customer_name', 'customer_email', 'issued_on', 'status', 'total'];

    protected $casts = [
        'issued_on' => 'date',
        'total' => 'integer',
    ];

    public function lines(): HasMany
    {
        return $this->hasMany(InvoiceLine::class);
    }

    public function isPaid(): bool
    {
        return $this->status === 'paid';
    }

    public function scopeUnpaid($query)
    {
        return $query->where('status', '!=', 'paid');
    }
}
