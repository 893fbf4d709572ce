<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Subscription extends Model
{
    protected $fillable = [
        'user_id',
        'plan_code',
        'plan_interval',
        'price',
        'trial_days',
        'started_at',
        'canceled_at',
    ];

    protected $casts = [
        'started_at' => 'datetime',
        'canceled_at' => 'datetime',
        'price' => 'integer',
        'trial_days' => 'integer',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function isCanceled(): bool
    {
        return $this->canceled_at !== null && $this->canceled_at->lte(now());
    }

    public function isCancelScheduled(): bool
    {
        return $this->canceled_at !== null && $this->canceled_at->gt(now());
    }

    public function scopeActive($query)
    {
        return $query->whereNull('canceled_at');
    }
}
