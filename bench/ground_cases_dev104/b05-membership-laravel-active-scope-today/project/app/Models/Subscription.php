<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Subscription extends Model
{
    use HasFactory;

    protected $fillable = ['user_id', 'plan', 'starts_on', 'ends_on', 'auto_renew'];

    protected $casts = [
        'starts_on' => 'date',
        'ends_on' => 'date',
        'auto_renew' => 'boolean',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /** Subscriptions that are still running. */
    public function scopeActive(Builder $query): Builder
    {
        return $query->where('ends_on', '>', now());
    }

    /** Subscriptions whose end has passed. */
    public function scopeExpired(Builder $query): Builder
    {
        return $query->where('ends_on', '<=', now());
    }

    public function scopeForPlan(Builder $query, string $plan): Builder
    {
        return $query->where('plan', $plan);
    }
}
