<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Appointment extends Model
{
    use HasFactory;

    protected $fillable = ['patient_id', 'dentist_id', 'starts_at', 'ends_at', 'status', 'reminded_at'];

    protected $casts = [
        'starts_at' => 'immutable_datetime',
        'ends_at' => 'immutable_datetime',
        'reminded_at' => 'immutable_datetime',
    ];

    public function patient(): BelongsTo
    {
        return $this->belongsTo(Patient::class);
    }

    public function dentist(): BelongsTo
    {
        return $this->belongsTo(Dentist::class);
    }

    public function scopeNeedsReminder($query, \DateTimeInterface $from, \DateTimeInterface $to)
    {
        return $query->where('status', 'scheduled')
            ->whereNull('reminded_at')
            ->whereBetween('starts_at', [$from, $to]);
    }
}
