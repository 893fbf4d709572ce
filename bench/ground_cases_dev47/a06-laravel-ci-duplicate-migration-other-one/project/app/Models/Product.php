<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Product extends Model
{
    use HasFactory;

    protected $fillable = [
        'sku', 'name', 'price_cents', 'published_at', 'archived_at', 'archived_by', 'archive_reason',
    ];

    protected $casts = [
        'published_at' => 'datetime',
        'archived_at' => 'datetime',
        'price_cents' => 'integer',
    ];

    public function archiver(): BelongsTo
    {
        return $this->belongsTo(User::class, 'archived_by');
    }

    public function scopeActive(Builder $query): Builder
    {
        return $query->whereNull('archived_at');
    }

    public function archive(User $by, ?string $reason = null): void
    {
        $this->forceFill([
            'archived_at' => now(),
            'archived_by' => $by->id,
            'archive_reason' => $reason,
        ])->save();
    }
}
