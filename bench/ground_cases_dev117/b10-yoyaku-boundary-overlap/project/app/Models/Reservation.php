<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;

class Reservation extends Model
{
    protected $fillable = ['user_id', 'table_id', 'starts_at', 'ends_at', 'party_size', 'note'];

    protected $casts = [
        'starts_at' => 'immutable_datetime',
        'ends_at' => 'immutable_datetime',
    ];

    public function scopeActive(Builder $query): Builder
    {
        return $query->whereNull('cancelled_at');
    }

    public function scopeOnTable(Builder $query, int $tableId): Builder
    {
        return $query->where('table_id', $tableId);
    }

    public function user()
    {
        return $this->belongsTo(User::class);
    }
}
