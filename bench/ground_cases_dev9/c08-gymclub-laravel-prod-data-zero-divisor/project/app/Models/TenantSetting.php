<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Support\Facades\Cache;
use Spatie\Activitylog\LogOptions;
use Spatie\Activitylog\Traits\LogsActivity;

class TenantSetting extends Model
{
    use LogsActivity;

    protected $fillable = ['points_enabled', 'yuan_per_point', 'checkin_points', 'booking_cancel_hours'];

    protected $casts = [
        'points_enabled' => 'boolean',
        'yuan_per_point' => 'decimal:2',
        'checkin_points' => 'integer',
    ];

    public static function forTenant(int $tenantId): self
    {
        return Cache::remember("tenant_settings:{$tenantId}", 600, fn () => static::where('tenant_id', $tenantId)->firstOrFail());
    }

    protected static function booted(): void
    {
        static::saved(fn (self $s) => Cache::forget("tenant_settings:{$s->tenant_id}"));
    }

    public function getActivitylogOptions(): LogOptions
    {
        return LogOptions::defaults()->logFillable()->logOnlyDirty();
    }
}
