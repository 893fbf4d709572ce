<?php

namespace App\Console\Commands;

use App\Mail\MembershipExpiring;
use App\Models\Member;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class SendExpiryReminders extends Command
{
    protected $signature = 'members:send-expiry-reminders {--dry-run}';

    protected $description = 'Email members whose membership expires within 3 days';

    public function handle(): int
    {
        $members = Member::query()
            ->where('status', 'active')
            ->whereNotNull('email')
            ->whereDate('expires_at', '<=', now()->addDays(3))
            ->get();

        foreach ($members as $member) {
            if ($this->option('dry-run')) {
                $this->line("would remind {$member->email} ({$member->expires_at->toDateString()})");
                continue;
            }
            Mail::to($member->email)->queue(new MembershipExpiring($member));
        }

        Log::info('expiry reminders queued', ['count' => $members->count()]);
        $this->info("queued {$members->count()} reminders");

        return self::SUCCESS;
    }
}
