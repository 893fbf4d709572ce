<?php

namespace App\Models;

use App\Models\Concerns\BelongsToShop;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

class Coupon extends Model
{
    use HasFactory;
    use BelongsToShop;

    protected $fillable = [
        'shop_id',
        'code',
        'discount',
        'min_amount',
        'starts_at',
        'ends_at',
    ];

    protected $casts = [
        'discount' => 'decimal:2',
        'min_amount' => 'decimal:2',
        'starts_at' => 'datetime',
        'ends_at' => 'datetime',
    ];

    public function isActive(): bool
    {
        $now = now();

        return $this->starts_at <= $now && $now < $this->ends_at;
    }
}
