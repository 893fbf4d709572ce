<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['number', 'customer_id', 'status', 'issued_on', 'due_on', 'note'];

    protected $casts = [
        'issued_on' => 'date',
        'due_on' => 'date',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function lines(): HasMany
    {
        return $this->hasMany(InvoiceLine::class)->orderBy('position');
    }

    /**
     * 画面・一覧で表示する合計を計算して保存用の列に入れる。
     * 税率ごとに税抜額を合算してから 1 回だけ端数を切り捨てる (インボイス制度の「1 請求書・税率ごとに 1 回」)。
     */
    public function recalculateTotals(): void
    {
        $byRate = [];
        foreach ($this->lines as $line) {
            $byRate[$line->tax_rate] = ($byRate[$line->tax_rate] ?? 0) + $line->unit_price * $line->quantity;
        }

        $subtotal = array_sum($byRate);
        $tax = 0;
        foreach ($byRate as $rate => $base) {
            $tax += intdiv($base * $rate, 100);
        }

        $this->subtotal_amount = $subtotal;
        $this->tax_amount = $tax;
        $this->total_amount = $subtotal + $tax;
    }
}
