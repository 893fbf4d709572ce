<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Casts\Attribute;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Order extends Model
{
    use HasFactory;

    public const STATUS_LABELS = [
        'pending' => '未入金',
        'paid' => '入金済',
        'shipped' => '発送済',
        'cancelled' => 'キャンセル',
    ];

    protected $fillable = ['number', 'customer_id', 'status', 'total', 'ordered_at'];

    protected function casts(): array
    {
        return [
            'ordered_at' => 'datetime',
            'total' => 'integer',
        ];
    }

    /**
     * ordered_at is stored in UTC; hand it out in JST so every screen and export shows local time.
     */
    protected function orderedAt(): Attribute
    {
        return Attribute::make(
            get: fn (?string $value) => $value === null
                ? null
                : \Illuminate\Support\Carbon::parse($value, 'UTC')->setTimezone('Asia/Tokyo'),
        );
    }

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function items(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    public function scopePlacedBetween(Builder $query, $from, $to): Builder
    {
        return $query->whereBetween('ordered_at', [$from, $to]);
    }

    public function getStatusLabelAttribute(): string
    {
        return self::STATUS_LABELS[$this->status] ?? $this->status;
    }
}
