<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Order extends Model
{
    protected $fillable = ['number', 'email', 'name', 'total_cents', 'status'];

    public function lines(): HasMany
    {
        return $this->hasMany(OrderLine::class);
    }

    public function totalFormatted(): string
    {
        return number_format($this->total_cents / 100, 2, ',', '.') . ' €';
    }
}
