<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Customer extends Model
{
    protected $fillable = ['name', 'is_member', 'point_balance'];

    protected $casts = ['is_member' => 'boolean'];
}
