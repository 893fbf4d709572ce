<?php

namespace App\Models;

use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

class Invoice extends Model
{
    protected $fillable = ['customer_id', 'number', 'issued_on', 'total_cents', 'currency', 'status'];

    protected $casts = [
        'issued_on' => 'immutable_date',
        'paid_at' => 'immutable_datetime',
    ];

    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    /**
     * Due date printed on the PDF and used for dunning. Net-N terms mean
     * the invoice is due N days after the issue date.
     */
    public function dueOn(): CarbonImmutable
    {
        $terms = $this->customer->payment_terms_days ?? 14;

        return $this->issued_on->addDays($terms - 1);
    }

    public function isOverdue(?CarbonImmutable $today = null): bool
    {
        $today ??= CarbonImmutable::today();

        return $this->status !== 'paid' && $today->greaterThan($this->dueOn());
    }

    public function totalFormatted(): string
    {
        return number_format($this->total_cents / 100, 2).' '.$this->currency;
    }
}
