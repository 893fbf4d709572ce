<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Reservation extends Model
{
    public const STATUS_PENDING = 'pending';     // 決済画面で仮押さえ中
    public const STATUS_CONFIRMED = 'confirmed';
    public const STATUS_CANCELLED = 'cancelled';
    public const STATUS_VISITED = 'visited';
    public const STATUS_NO_SHOW = 'no_show';

    protected $fillable = ['customer_id', 'stylist_id', 'menu_id', 'starts_at', 'ends_at', 'status', 'hold_expires_at', 'memo'];

    protected $casts = [
        'starts_at' => 'datetime',
        'ends_at' => 'datetime',
        'hold_expires_at' => 'datetime',
        'cancelled_at' => 'datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function menu(): BelongsTo
    {
        return $this->belongsTo(Menu::class);
    }

    public function stylist(): BelongsTo
    {
        return $this->belongsTo(Stylist::class);
    }
}
