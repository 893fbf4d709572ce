<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

class Invoice extends Model
{
    protected $fillable = ['company_id', 'customer_name', 'total_cents', 'currency'];

    protected $casts = [
        'issued_at' => 'datetime',
        'number' => 'integer',
    ];

    public function lines()
    {
        return $this->hasMany(InvoiceLine::class);
    }
}
