<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Customer extends Model
{
    use HasFactory;

    protected $fillable = [
        'first_name', 'last_name', 'company', 'email', 'country', 'vat_id', 'currency',
    ];

    public function invoices(): HasMany
    {
        return $this->hasMany(Invoice::class);
    }

    protected function fullName(): Attribute
    {
        return Attribute::get(function (): string {
            $name = trim(($this->first_name ?? '') . ' ' . ($this->last_name ?? ''));

            return $name !== '' ? $name : (string) $this->company;
        });
    }
}
