<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

class Shift extends Model
{
    use HasFactory;

    protected $fillable = ['user_id', 'store_id', 'starts_at', 'ends_at', 'role', 'note'];

    protected $casts = [
        'starts_at' => 'datetime',
        'ends_at' => 'datetime',
        'reminded_at' => 'datetime',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function store(): BelongsTo
    {
        return $this->belongsTo(Store::class);
    }

    public function scopeBetween(Builder $query, Carbon $from, Carbon $to): Builder
    {
        return $query->where('starts_at', '>=', $from)->where('starts_at', '<', $to);
    }

    public function scopeNeedsReminder(Builder $query): Builder
    {
        return $query->whereNull('reminded_at')
            ->whereBetween('starts_at', [now(), now()->addDay()]);
    }

    public function hours(): float
    {
        return round($this->starts_at->diffInMinutes($this->ends_at) / 60, 2);
    }
}
