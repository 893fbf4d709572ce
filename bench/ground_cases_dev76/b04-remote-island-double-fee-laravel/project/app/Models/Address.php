<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Address extends Model
{
    protected $fillable = [
        'customer_id',
        'postal_code',
        'prefecture',
        'city',
        'line1',
        'line2',
        'is_remote_island',
    ];

    protected $casts = [
        'is_remote_island' => 'boolean',
    ];

    public function customer()
    {
        return $this->belongsTo(Customer::class);
    }

    public function oneLine(): string
    {
        return trim("{$this->prefecture}{$this->city}{$this->line1} {$this->line2}");
    }
}
