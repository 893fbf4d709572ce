<?php

namespace App\Models\Concerns;

use App\Models\Scopes\ShopScope;
use App\Models\Shop;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Facades\Auth;

/**
 * 多门店隔离：查询自动加 shop_id 条件，新建时自动写入当前用户的 shop_id。
 */
trait BelongsToShop
{
    public static function bootBelongsToShop(): void
    {
        static::addGlobalScope(new ShopScope());

        static::creating(function ($model) {
            if (empty($model->shop_id) && Auth::check()) {
                $model->shop_id = Auth::user()->shop_id;
            }
        });
    }

    public function shop(): BelongsTo
    {
        return $this->belongsTo(Shop::class);
    }
}
