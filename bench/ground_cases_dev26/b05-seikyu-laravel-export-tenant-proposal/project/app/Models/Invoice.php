<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    use HasFactory;

    protected $fillable = ['tenant_id', 'customer_id', 'number', 'issued_on', 'due_on', 'total', 'status'];

    protected $casts = [
        'issued_on' => 'date',
        'due_on' => 'date',
        'total' => 'integer',
    ];

    public const STATUS_LABELS = [
        'draft' => '下書き',
        'sent' => '送付済み',
        'paid' => '入金済み',
        'overdue' => '期限超過',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    public function tenant(): BelongsTo
    {
        return $this->belongsTo(Tenant::class);
    }

    public function getStatusLabelAttribute(): string
    {
        return self::STATUS_LABELS[$this->status] ?? $this->status;
    }
}
