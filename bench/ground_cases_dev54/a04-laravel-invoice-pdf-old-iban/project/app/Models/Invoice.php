<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    protected $casts = [
        'issued_at' => 'date',
        'due_at' => 'date',
        'pdf_generated_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function items(): HasMany
    {
        return $this->hasMany(InvoiceItem::class)->orderBy('position');
    }

    public function pdfPath(): string
    {
        return 'invoices/' . $this->issued_at->format('Y') . '/' . $this->number . '.pdf';
    }
}
