<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Carbon;

/**
 * @property int $id
 * @property int $user_id
 * @property string $level
 * @property Carbon|null $expires_at
 */
class Member extends Model
{
    protected $fillable = ['user_id', 'level', 'expires_at'];

    protected $casts = [
        'expires_at' => 'datetime',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function isActive(): bool
    {
        return $this->expires_at !== null && $this->expires_at->isFuture();
    }

    public function daysLeft(): int
    {
        if (! $this->isActive()) {
            return 0;
        }

        return (int) now()->diffInDays($this->expires_at);
    }
}
