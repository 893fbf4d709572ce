<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Clinic extends Model
{
    use HasFactory;

    protected $fillable = ['name', 'slug', 'address', 'phone', 'timezone', 'utc_offset', 'locale'];

    protected $casts = [
        'utc_offset' => 'integer',
    ];

    public function appointments(): HasMany
    {
        return $this->hasMany(Appointment::class);
    }

    public function practitioners(): HasMany
    {
        return $this->hasMany(Practitioner::class);
    }

    /** Sender name for patient emails and SMS, e.g. "Clinica Sorriso Lisboa". */
    public function displayName(): string
    {
        return trim(config('booking.brand') . ' ' . $this->name);
    }

    public function mapsUrl(): string
    {
        return 'https://maps.google.com/?q=' . urlencode($this->address);
    }
}
