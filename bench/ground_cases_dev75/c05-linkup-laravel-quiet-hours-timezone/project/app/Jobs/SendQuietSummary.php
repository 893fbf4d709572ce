<?php

namespace App\Jobs;

use App\Models\User;
use App\Services\PushMessageBuilder;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Support\Facades\Cache;
use Kreait\Firebase\Contract\Messaging;
use Kreait\Firebase\Messaging\CloudMessage;

class SendQuietSummary implements ShouldQueue
{
    use Dispatchable, Queueable;

    public function __construct(public int $recipientId) {}

    public function handle(Messaging $messaging, PushMessageBuilder $builder): void
    {
        $count = (int) Cache::pull("quiet_pending:{$this->recipientId}", 0);
        $user = User::find($this->recipientId);
        if ($count === 0 || ! $user?->fcm_token) {
            return;
        }
        $messaging->send(CloudMessage::withTarget('token', $user->fcm_token)->fromArray($builder->quietSummary($count)));
    }
}
