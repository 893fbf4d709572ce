<?php

namespace App\Models;

use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Appointment extends Model
{
    use HasFactory;

    protected $fillable = [
        'clinic_id', 'patient_id', 'practitioner_id', 'service', 'starts_at', 'duration_minutes', 'status',
    ];

    protected $casts = [
        'starts_at' => 'immutable_datetime',
        'duration_minutes' => 'integer',
        'reminder_sent_at' => 'immutable_datetime',
    ];

    public function clinic(): BelongsTo
    {
        return $this->belongsTo(Clinic::class);
    }

    public function patient(): BelongsTo
    {
        return $this->belongsTo(Patient::class);
    }

    public function practitioner(): BelongsTo
    {
        return $this->belongsTo(Practitioner::class);
    }

    /** Start time in the clinic's local time, for anything we show to patients. */
    public function localStart(): CarbonImmutable
    {
        return $this->starts_at->addHours($this->clinic->utc_offset);
    }

    public function localEnd(): CarbonImmutable
    {
        return $this->localStart()->addMinutes($this->duration_minutes);
    }

    public function isUpcoming(): bool
    {
        return $this->status === 'confirmed' && $this->starts_at->isFuture();
    }
}
