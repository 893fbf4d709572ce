<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class PointsLedger extends Model
{
    protected $table = 'points_ledger';

    protected $fillable = ['user_id', 'order_id', 'delta', 'reason', 'expires_at'];

    protected $casts = [
        'delta' => 'integer',
        'expires_at' => 'datetime',
    ];

    public static function balanceFor(int $userId): int
    {
        return (int) static::query()
            ->where('user_id', $userId)
            ->where(function ($q) {
                $q->whereNull('expires_at')->orWhere('expires_at', '>', now());
            })
            ->sum('delta');
    }
}
