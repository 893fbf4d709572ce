<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    public const TAX_RATE = 0.10;

    protected $fillable = ['client_id', 'number', 'note', 'issued_on', 'status'];

    protected $casts = ['issued_on' => 'date'];

    public function client(): BelongsTo
    {
        return $this->belongsTo(Client::class);
    }

    public function items(): HasMany
    {
        return $this->hasMany(InvoiceItem::class);
    }

    public function subtotal(): int
    {
        return (int) $this->items->sum(fn (InvoiceItem $i) => $i->amount());
    }

    public function tax(): int
    {
        return (int) floor($this->subtotal() * self::TAX_RATE);
    }

    public function totalWithTax(): int
    {
        return $this->subtotal() + $this->tax();
    }

    public function markIssued(): void
    {
        $this->update(['status' => 'issued', 'issued_on' => now()]);
    }
}
