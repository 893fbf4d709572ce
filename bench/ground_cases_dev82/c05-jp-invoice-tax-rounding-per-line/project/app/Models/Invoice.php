<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    protected $fillable = ['number', 'customer_name', 'issued_on', 'due_on', 'status'];

    protected $casts = [
        'issued_on' => 'date',
        'due_on' => 'date',
    ];

    public function lines(): HasMany
    {
        return $this->hasMany(InvoiceLine::class)->orderBy('id');
    }

    public function isIssued(): bool
    {
        return $this->status === 'issued';
    }

    public function scopeIssuedBetween($query, $from, $to)
    {
        return $query->where('status', 'issued')->whereBetween('issued_on', [$from, $to]);
    }
}
