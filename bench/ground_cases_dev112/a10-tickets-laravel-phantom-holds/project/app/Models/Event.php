<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Event extends Model
{
    use HasFactory;

    protected $fillable = ['title', 'venue', 'starts_at', 'capacity', 'price_cents'];

    protected $casts = [
        'starts_at' => 'datetime',
        'capacity' => 'integer',
        'price_cents' => 'integer',
    ];

    public function tickets(): HasMany
    {
        return $this->hasMany(Ticket::class);
    }

    public function holds(): HasMany
    {
        return $this->hasMany(TicketHold::class);
    }

    public function soldCount(): int
    {
        return $this->tickets()->where('status', 'paid')->count();
    }

    /** Seats held in open checkouts (a hold lasts 10 minutes). */
    public function heldCount(): int
    {
        return (int) $this->holds()
            ->where('expires_at', '<', now())
            ->sum('quantity');
    }

    public function remainingTickets(): int
    {
        return max(0, $this->capacity - $this->soldCount() - $this->heldCount());
    }

    public function isSoldOut(): bool
    {
        return $this->remainingTickets() === 0;
    }
}
