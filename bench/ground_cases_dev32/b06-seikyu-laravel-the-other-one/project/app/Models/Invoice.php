<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    use HasFactory;

    public const STATUSES = ['draft', 'issued', 'paid', 'void'];

    protected $fillable = ['client_id', 'number', 'issued_at', 'due_at', 'status', 'memo'];

    protected $casts = [
        'issued_at' => 'date',
        'due_at' => 'date',
    ];

    public function client(): BelongsTo
    {
        return $this->belongsTo(Client::class);
    }

    public function items(): HasMany
    {
        return $this->hasMany(InvoiceItem::class);
    }

    public function scopeOutstanding(Builder $query): Builder
    {
        return $query->where('status', 'issued')->whereDate('due_at', '>=', now());
    }

    /** 税抜合計 */
    public function subtotal(): int
    {
        return $this->items->sum(fn (InvoiceItem $item) => $item->subtotal());
    }

    /** 消費税合計 */
    public function taxTotal(): int
    {
        return $this->items->sum(fn (InvoiceItem $item) => $item->tax());
    }

    /** 請求金額（税込） */
    public function total(): int
    {
        return $this->subtotal() + $this->taxTotal();
    }
}
