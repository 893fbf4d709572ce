<?php

namespace App\Models;

use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A bookable thing: a meeting room, a badminton court, a consultant.
 */
class Resource extends Model
{
    use HasFactory;

    protected $fillable = ['name', 'opens_at', 'closes_at', 'timezone'];

    public function bookings(): HasMany
    {
        return $this->hasMany(Booking::class);
    }

    public function opensAt(CarbonImmutable $day): CarbonImmutable
    {
        return $day->setTimezone($this->timezone)->setTimeFromTimeString($this->opens_at);
    }

    public function closesAt(CarbonImmutable $day): CarbonImmutable
    {
        return $day->setTimezone($this->timezone)->setTimeFromTimeString($this->closes_at);
    }
}
