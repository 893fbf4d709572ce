<?php

namespace App\Jobs;

use App\Mail\WeeklyDigest;
use App\Models\Notification;
use App\Models\User;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Mail;

class SendDigestJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 3;

    public int $timeout = 60;

    public function __construct(public int $userId)
    {
    }

    public function handle(): void
    {
        $user = User::find($this->userId);
        if ($user === null) {
            return;
        }

        $items = Notification::query()
            ->where('user_id', $user->id)
            ->whereNull('read_at')
            ->whereNull('digested_at')
            ->with(['message.author', 'message.channel'])
            ->latest()
            ->limit(30)
            ->get();

        if ($items->isEmpty()) {
            return;
        }

        Mail::to($user->email)->send(new WeeklyDigest($user, $items));

        Notification::whereIn('id', $items->pluck('id'))->update(['digested_at' => now()]);
    }

    public function backoff(): array
    {
        return [60, 300];
    }
}
