<?php

namespace App\Jobs;

use App\Models\User;
use App\Services\PushMessageBuilder;
use App\Services\QuietHours;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Log;
use Kreait\Firebase\Contract\Messaging;
use Kreait\Firebase\Messaging\CloudMessage;

class SendPushNotification implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 3;

    public function __construct(
        public int $recipientId,
        public int $senderId,
        public string $body,
        public int $conversationId,
    ) {}

    public function handle(Messaging $messaging, QuietHours $quiet, PushMessageBuilder $builder): void
    {
        $recipient = User::find($this->recipientId);
        $sender = User::find($this->senderId);
        if (! $recipient?->fcm_token || ! $sender) {
            return;
        }

        if ($quiet->isQuiet($recipient)) {
            $key = "quiet_pending:{$recipient->id}";
            if (Cache::increment($key) === 1) {
                SendQuietSummary::dispatch($recipient->id)->delay($quiet->endsAt($recipient, now()));
            }
            return;
        }

        $payload = $builder->forChatMessage($sender, $this->body, $this->conversationId);
        $messaging->send(CloudMessage::withTarget('token', $recipient->fcm_token)->fromArray($payload));
        Log::debug('push sent', ['to' => $recipient->id, 'conversation' => $this->conversationId]);
    }
}
