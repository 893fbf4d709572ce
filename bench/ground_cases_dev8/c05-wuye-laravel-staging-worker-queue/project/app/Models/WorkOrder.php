<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class WorkOrder extends Model
{
    protected $fillable = ['title', 'building', 'room', 'reporter_name', 'reporter_phone', 'status'];

    protected $casts = ['assigned_at' => 'datetime', 'closed_at' => 'datetime'];

    public function assignee(): BelongsTo
    {
        return $this->belongsTo(Technician::class, 'assignee_id');
    }
}
