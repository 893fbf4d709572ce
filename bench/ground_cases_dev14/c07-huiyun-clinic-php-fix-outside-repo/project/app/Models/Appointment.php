<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Appointment extends Model
{
    protected $fillable = ['patient_id', 'doctor_id', 'clinic_id', 'starts_at', 'status'];

    protected $casts = [
        'starts_at' => 'datetime',
        'reminded_at' => 'datetime',
    ];

    public function patient(): BelongsTo
    {
        return $this->belongsTo(Patient::class);
    }

    public function doctor(): BelongsTo
    {
        return $this->belongsTo(Doctor::class);
    }

    public function clinic(): BelongsTo
    {
        return $this->belongsTo(Clinic::class);
    }

    public function isUpcoming(): bool
    {
        return $this->status === 'booked' && $this->starts_at->isFuture();
    }
}
