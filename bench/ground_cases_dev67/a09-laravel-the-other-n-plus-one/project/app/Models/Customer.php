<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Customer extends Model
{
    protected $fillable = ['name', 'email', 'vat_id'];

    public function invoices(): HasMany
    {
        return $this->hasMany(Invoice::class);
    }

    public function getDisplayNameAttribute(): string
    {
        return $this->vat_id ? "{$this->name} ({$this->vat_id})" : $this->name;
    }

    public function openBalance(): float
    {
        return $this->invoices()
            ->whereNull('paid_at')
            ->sum('total');
    }

    public function scopeWithEmail($query)
    {
        return $query->whereNotNull('email');
    }
}
