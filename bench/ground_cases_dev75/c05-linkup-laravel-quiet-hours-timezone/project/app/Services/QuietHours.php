<?php

namespace App\Services;

use App\Models\User;
use Illuminate\Support\Carbon;

class QuietHours
{
    /**
     * Whether a push to this user should be held back right now.
     * quiet_start / quiet_end are "HH:MM" strings in the user's own timezone.
     */
    public function isQuiet(User $user, ?Carbon $at = null): bool
    {
        if (! $user->quiet_hours_enabled) {
            return false;
        }

        $now = $at ?? Carbon::now();
        $minutes = $now->hour * 60 + $now->minute;
        $start = $this->toMinutes($user->quiet_start ?? config('push.quiet_hours.default_start'));
        $end = $this->toMinutes($user->quiet_end ?? config('push.quiet_hours.default_end'));

        if ($start <= $end) {
            return $minutes >= $start && $minutes < $end;
        }

        // Window crosses midnight, e.g. 22:00-08:00.
        return $minutes >= $start || $minutes < $end;
    }

    private function toMinutes(string $hhmm): int
    {
        [$h, $m] = array_map('intval', explode(':', $hhmm) + [1 => 0]);

        return $h * 60 + $m;
    }

    /**
     * When the quiet period that contains $at ends, for scheduling the summary push.
     */
    public function endsAt(User $user, Carbon $at): Carbon
    {
        [$h, $m] = array_map('intval', explode(':', $user->quiet_end ?? config('push.quiet_hours.default_end')));
        $end = $at->copy()->setTime($h, $m);

        return $end->lessThanOrEqualTo($at) ? $end->addDay() : $end;
    }
}
