<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    use HasFactory;

    public const STATUS_DRAFT = 'draft';
    public const STATUS_ISSUED = 'issued';
    public const STATUS_VOID = 'void';

    protected $fillable = [
        'company_id', 'customer_id', 'currency', 'status', 'sequence', 'number', 'issued_at', 'due_at',
    ];

    protected $casts = [
        'issued_at' => 'datetime',
        'due_at' => 'date',
        'sequence' => 'integer',
    ];

    public function company(): BelongsTo
    {
        return $this->belongsTo(Company::class);
    }

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function lines(): HasMany
    {
        return $this->hasMany(InvoiceLine::class);
    }

    public function total(): string
    {
        return number_format($this->lines->sum(fn (InvoiceLine $l) => $l->quantity * $l->unit_price), 2, '.', '');
    }
}
