<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

class Customer extends Model
{
    protected $fillable = [
        'name', 'billing_email', 'contact_name', 'payment_terms_days',
    ];

    protected $casts = [
        'payment_terms_days' => 'integer',
    ];

    public function invoices(): HasMany
    {
        return $this->hasMany(Invoice::class);
    }

    /**
     * "株式会社" etc. stay in the name; this is only for the Slack notice.
     */
    public function shortName(): string
    {
        return trim(str_replace(['株式会社', '有限会社', '合同会社'], '', $this->name));
    }

    public function termsLabel(): string
    {
        return $this->payment_terms_days === 0 ? '即時' : "{$this->payment_terms_days}日";
    }
}
