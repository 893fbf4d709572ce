<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Store extends Model
{
    protected $fillable = ['code', 'name', 'region'];

    public function orders(): HasMany
    {
        return $this->hasMany(Order::class);
    }
}
