<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\SoftDeletes;

class Invoice extends Model
{
    use HasFactory, SoftDeletes;

    protected $fillable = ['company_id', 'number', 'customer_name', 'subtotal', 'tax', 'total', 'issued_on', 'issued_at'];

    protected function casts(): array
    {
        return [
            'issued_on' => 'date',
            'issued_at' => 'datetime',
        ];
    }

    public function company(): BelongsTo
    {
        return $this->belongsTo(Company::class);
    }

    public function isIssued(): bool
    {
        return $this->issued_at !== null;
    }
}
