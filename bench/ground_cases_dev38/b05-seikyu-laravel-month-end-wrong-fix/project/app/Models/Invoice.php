<?php

namespace App\Models;

use Carbon\Carbon;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['client_id', 'number', 'amount', 'tax', 'status', 'issued_at', 'due_at'];

    protected $casts = [
        'issued_at' => 'datetime',
        'due_at' => 'date',
        'amount' => 'integer',
        'tax' => 'integer',
    ];

    public function client(): BelongsTo
    {
        return $this->belongsTo(Client::class);
    }

    public function scopeIssuedInMonth(Builder $query, int $year, int $month, string $tz = 'UTC'): Builder
    {
        $start = Carbon::create($year, $month, 1, 0, 0, 0, $tz)->startOfDay();
        $end = $start->copy()->endOfMonth()->startOfDay();

        return $query->whereBetween('issued_at', [$start, $end]);
    }

    public function scopeUnpaid(Builder $query): Builder
    {
        return $query->whereIn('status', ['sent', 'overdue']);
    }

    public function total(): int
    {
        return $this->amount + $this->tax;
    }
}
