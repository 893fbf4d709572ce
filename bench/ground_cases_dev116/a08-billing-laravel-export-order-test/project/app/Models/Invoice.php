<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['number', 'customer_name', 'issued_on', 'total_cents', 'currency', 'status'];

    protected $casts = [
        'issued_on' => 'date',
        'total_cents' => 'integer',
    ];

    public function scopeInMonth(Builder $query, int $year, int $month): Builder
    {
        return $query->whereYear('issued_on', $year)->whereMonth('issued_on', $month);
    }

    public function scopeBillable(Builder $query): Builder
    {
        return $query->whereIn('status', ['sent', 'paid']);
    }

    public function totalFormatted(): string
    {
        return number_format($this->total_cents / 100, 2, '.', '');
    }
}
