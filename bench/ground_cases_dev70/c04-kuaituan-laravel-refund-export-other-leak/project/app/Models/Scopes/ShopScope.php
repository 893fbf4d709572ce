<?php

namespace App\Models\Scopes;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Scope;
use Illuminate\Support\Facades\Auth;

class ShopScope implements Scope
{
    public function apply(Builder $builder, Model $model): void
    {
        // 没有登录用户（命令行、队列）时不加条件，由调用方自己负责
        if (! Auth::hasUser()) {
            return;
        }

        $user = Auth::user();

        // 平台运营账号可以看所有门店
        if ($user->is_platform_admin) {
            return;
        }

        $builder->where($model->qualifyColumn('shop_id'), $user->shop_id);
    }
}
