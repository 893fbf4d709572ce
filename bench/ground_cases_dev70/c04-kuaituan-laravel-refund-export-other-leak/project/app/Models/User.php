<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Laravel\Sanctum\HasApiTokens;

class User extends Authenticatable
{
    use HasApiTokens;
    use HasFactory;

    public const ROLES = ['owner', 'manager', 'staff', 'viewer'];

    protected $fillable = [
        'name',
        'phone',
        'password',
        'shop_id',
        'role',
        'is_platform_admin',
    ];

    protected $hidden = ['password', 'remember_token'];

    protected $casts = [
        'is_platform_admin' => 'boolean',
        'password' => 'hashed',
    ];

    public function hasRole(string ...$roles): bool
    {
        return in_array($this->role, $roles, true);
    }
}
