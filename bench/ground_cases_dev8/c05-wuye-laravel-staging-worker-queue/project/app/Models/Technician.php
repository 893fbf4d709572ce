<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Technician extends Model
{
    protected $fillable = ['name', 'phone', 'wecom_userid', 'trade'];

    public function workOrders(): HasMany
    {
        return $this->hasMany(WorkOrder::class, 'assignee_id');
    }
}
