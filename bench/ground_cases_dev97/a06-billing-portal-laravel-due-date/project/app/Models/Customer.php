<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Customer extends Model
{
    protected $fillable = ['name', 'email', 'vat_id', 'payment_terms_days', 'country'];

    protected $casts = [
        'payment_terms_days' => 'integer',
    ];

    public function invoices(): HasMany
    {
        return $this->hasMany(Invoice::class);
    }

    public function openBalanceCents(): int
    {
        return (int) $this->invoices()->where('status', '!=', 'paid')->sum('total_cents');
    }

    public function displayName(): string
    {
        return $this->vat_id ? "{$this->name} ({$this->vat_id})" : $this->name;
    }

    public function isDomestic(): bool
    {
        return $this->country === 'NL';
    }
}
