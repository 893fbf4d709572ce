<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property int $user_id
 * @property string $plan
 * @property string $status
 * @property Carbon $starts_at
 * @property Carbon $expires_at
 */
class Membership extends Model
{
    public const PLANS = ['monthly' => 1, 'quarterly' => 3, 'yearly' => 12];

    protected $fillable = ['user_id', 'plan', 'status', 'starts_at', 'expires_at'];

    protected $casts = [
        'starts_at' => 'datetime',
        'expires_at' => 'datetime',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function scopeActive(Builder $query): Builder
    {
        return $query->where('status', 'active');
    }

    public function isActive(): bool
    {
        return $this->status === 'active' && $this->expires_at->isFuture();
    }
}
