<?php

namespace App\Listeners;

use App\Mail\WelcomeMail;
use App\Services\CrmClient;
use Illuminate\Auth\Events\Registered;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;

class SendWelcomeEmail implements ShouldQueue
{
    use InteractsWithQueue;

    public string $queue = 'mail';

    public int $tries = 3;

    public int $timeout = 60;

    /** Seconds to wait before each retry. */
    public array $backoff = [30, 120];

    public function __construct(private CrmClient $crm)
    {
    }

    public function handle(Registered $event): void
    {
        $user = $event->user;

        if ($user->welcome_sent_at !== null) {
            return;
        }

        Mail::to($user)->send(new WelcomeMail($user));

        $this->crm->upsertContact($user, ['lifecycle' => 'signed_up']);

        $user->forceFill(['welcome_sent_at' => now()])->save();
    }

    public function failed(Registered $event, \Throwable $e): void
    {
        Log::warning('welcome email job failed', ['user' => $event->user->id, 'error' => $e->getMessage()]);
    }
}
