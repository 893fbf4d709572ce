<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;

/**
 * @property string $code
 * @property string $type       fixed|percent
 * @property int    $value      分 (fixed) 或 百分比 (percent)
 * @property int    $min_spend  分
 * @property bool   $active
 * @property int|null $max_uses
 * @property int    $used_count
 * @property \Carbon\CarbonImmutable|null $expires_at
 */
class Coupon extends Model
{
    use HasFactory;

    protected $fillable = ['code', 'type', 'value', 'min_spend', 'active', 'max_uses', 'expires_at'];

    protected $casts = [
        'value' => 'integer',
        'min_spend' => 'integer',
        'active' => 'boolean',
        'max_uses' => 'integer',
        'used_count' => 'integer',
        'expires_at' => 'immutable_datetime',
    ];

    public function scopeByCode($query, string $code)
    {
        return $query->where('code', strtoupper(trim($code)));
    }
}
