<?php

namespace App\Models;

use Illuminate\Foundation\Auth\User as Authenticatable;

class User extends Authenticatable
{
    protected $fillable = ['name', 'email', 'department'];

    protected $hidden = ['password', 'remember_token'];

    public function reports()
    {
        return $this->hasMany(Report::class);
    }
}
