<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;

/**
 * One reference rate: 1 {base} = {rate} {currency} on {rate_date}.
 * Unique on (base, currency, rate_date).
 */
class ExchangeRate extends Model
{
    protected $fillable = ['base', 'currency', 'rate', 'rate_date'];

    protected $casts = [
        'rate' => 'decimal:6',
        'rate_date' => 'date',
    ];

    /** The newest rate on or before $date, which is what invoices use on weekends. */
    public function scopeEffectiveOn(Builder $query, string $currency, string $date): Builder
    {
        return $query->where('currency', $currency)
            ->whereDate('rate_date', '<=', $date)
            ->orderByDesc('rate_date');
    }

    public static function rateFor(string $currency, string $date): ?string
    {
        return static::query()->effectiveOn($currency, $date)->value('rate');
    }
}
