<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Export extends Model
{
    protected $fillable = ['user_id', 'type', 'status', 'disk', 'path', 'rows', 'finished_at'];

    protected $casts = [
        'finished_at' => 'datetime',
        'rows' => 'integer',
    ];

    public const STATUS_PENDING = 'pending';
    public const STATUS_DONE = 'done';
    public const STATUS_FAILED = 'failed';

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    public function isDone(): bool
    {
        return $this->status === self::STATUS_DONE;
    }

    public function downloadUrl(): string
    {
        return route('exports.download', $this);
    }
}
