<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Member extends Model
{
    use HasFactory;

    protected $fillable = ['name', 'phone', 'level_id', 'points', 'status', 'registered_at'];

    protected $casts = [
        'registered_at' => 'datetime',
        'points' => 'integer',
    ];

    public function level(): BelongsTo
    {
        return $this->belongsTo(MemberLevel::class, 'level_id');
    }

    public function orders(): HasMany
    {
        return $this->hasMany(Order::class);
    }

    public function scopeActive($query)
    {
        return $query->where('status', 'active');
    }
}
