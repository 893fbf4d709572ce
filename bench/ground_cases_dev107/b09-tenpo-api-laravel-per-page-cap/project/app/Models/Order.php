<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Order extends Model
{
    use HasFactory;

    public const STATUSES = ['pending', 'paid', 'shipped', 'cancelled'];

    protected $fillable = ['customer_id', 'status', 'total', 'shipped_at'];

    protected $casts = [
        'total' => 'integer',
        'shipped_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function scopeForShop(Builder $query, int $shopId): Builder
    {
        return $query->whereHas('customer', fn (Builder $q) => $q->where('shop_id', $shopId));
    }

    public function scopeWithStatus(Builder $query, ?string $status): Builder
    {
        if ($status === null || $status === '') {
            return $query;
        }
        $statuses = array_values(array_intersect(array_map('trim', explode(',', $status)), self::STATUSES));

        return $query->whereIn('status', $statuses);
    }

    public function canShip(): bool
    {
        return $this->status === 'paid';
    }
}
