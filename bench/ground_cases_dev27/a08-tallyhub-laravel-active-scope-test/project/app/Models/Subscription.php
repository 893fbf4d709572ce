<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

class Subscription extends Model
{
    use HasFactory;

    public const STATUS_TRIALING = 'trialing';
    public const STATUS_ACTIVE = 'active';
    public const STATUS_PAST_DUE = 'past_due';
    public const STATUS_CANCELLED = 'cancelled';

    protected $fillable = [
        'team_id', 'plan_id', 'status', 'stripe_id', 'trial_ends_at', 'ends_at', 'cancelled_at',
    ];

    protected function casts(): array
    {
        return [
            'trial_ends_at' => 'datetime',
            'ends_at' => 'datetime',
            'cancelled_at' => 'datetime',
        ];
    }

    public function team(): BelongsTo
    {
        return $this->belongsTo(Team::class);
    }

    public function plan(): BelongsTo
    {
        return $this->belongsTo(Plan::class);
    }

    /**
     * Subscriptions that count towards MRR: active or trialing, not cancelled, not past their end date.
     * Trials count because they have a card on file and convert automatically.
     */
    public function scopeActive(Builder $query): Builder
    {
        return $query
            ->whereIn('status', [self::STATUS_ACTIVE, self::STATUS_TRIALING])
            ->whereNull('canceled_at')
            ->where(function (Builder $q) {
                $q->whereNull('ends_at')->orWhere('ends_at', '>', now());
            });
    }

    public function onTrial(): bool
    {
        return $this->status === self::STATUS_TRIALING && $this->trial_ends_at?->isFuture();
    }

    /**
     * Cancel now; access continues until the end of the paid period if there is one.
     */
    public function cancel(?Carbon $at = null): void
    {
        $at ??= now();
        $this->forceFill([
            'cancelled_at' => $at,
            'ends_at' => $this->ends_at ?? $at,
        ])->save();
    }
}
