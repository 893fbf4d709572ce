<?php

namespace App\Models;

use App\Models\Concerns\BelongsToShop;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Str;

class Invitation extends Model
{
    use BelongsToShop;

    protected $fillable = ['shop_id', 'phone', 'role', 'token', 'invited_by', 'expires_at', 'accepted_at'];

    protected $casts = [
        'expires_at' => 'datetime',
        'accepted_at' => 'datetime',
    ];

    public static function issue(string $phone, string $role, User $by): self
    {
        return static::create([
            'phone' => $phone,
            'role' => $role,
            'token' => Str::random(40),
            'invited_by' => $by->id,
            'expires_at' => now()->addDays(3),
        ]);
    }

    public function isUsable(): bool
    {
        return $this->accepted_at === null && $this->expires_at->isFuture();
    }
}
