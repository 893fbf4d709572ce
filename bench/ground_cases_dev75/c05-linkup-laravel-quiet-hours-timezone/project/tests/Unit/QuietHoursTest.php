<?php

namespace Tests\Unit;

use App\Models\User;
use App\Services\QuietHours;
use Illuminate\Support\Carbon;
use Tests\TestCase;

class QuietHoursTest extends TestCase
{
    private function user(array $attrs = []): User
    {
        return new User(array_merge([
            'timezone' => 'Asia/Shanghai',
            'quiet_hours_enabled' => true,
            'quiet_start' => '13:00',
            'quiet_end' => '14:00',
        ], $attrs));
    }

    public function test_disabled_is_never_quiet(): void
    {
        $this->assertFalse((new QuietHours)->isQuiet($this->user(['quiet_hours_enabled' => false])));
    }

    public function test_inside_daytime_window(): void
    {
        $at = Carbon::parse('2025-11-20 13:30:00');
        $this->assertTrue((new QuietHours)->isQuiet($this->user(), $at));
    }

    public function test_overnight_window(): void
    {
        $user = $this->user(['quiet_start' => '22:00', 'quiet_end' => '08:00']);
        $quiet = new QuietHours;
        $this->assertTrue($quiet->isQuiet($user, Carbon::parse('2025-11-20 23:15:00')));
        $this->assertTrue($quiet->isQuiet($user, Carbon::parse('2025-11-21 07:59:00')));
        $this->assertFalse($quiet->isQuiet($user, Carbon::parse('2025-11-21 08:00:00')));
        $this->assertFalse($quiet->isQuiet($user, Carbon::parse('2025-11-20 21:59:00')));
    }

    public function test_outside_daytime_window(): void
    {
        $at = Carbon::parse('2025-11-20 15:00:00');
        $this->assertFalse((new QuietHours)->isQuiet($this->user(), $at));
    }
}
