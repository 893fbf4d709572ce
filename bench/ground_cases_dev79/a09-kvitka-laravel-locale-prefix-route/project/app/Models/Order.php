<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Order extends Model
{
    protected $fillable = ['number', 'user_id', 'items_count', 'status'];

    public function user()
    {
        return $this->belongsTo(User::class);
    }
}
