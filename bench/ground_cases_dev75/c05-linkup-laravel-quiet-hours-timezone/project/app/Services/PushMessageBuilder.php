<?php

namespace App\Services;

use App\Models\User;

class PushMessageBuilder
{
    public function forChatMessage(User $sender, string $body, int $conversationId): array
    {
        $limit = (int) config('push.body_limit', 100);
        $text = trim(preg_replace('/\s+/u', ' ', $body));
        if (mb_strlen($text) > $limit) {
            $text = mb_substr($text, 0, $limit) . '…';
        }

        return [
            'notification' => [
                'title' => $sender->name,
                'body' => $text,
            ],
            'data' => [
                'type' => 'chat_message',
                'conversation_id' => (string) $conversationId,
            ],
            'android' => ['priority' => 'high'],
            'apns' => ['payload' => ['aps' => ['sound' => 'default']]],
        ];
    }

    public function quietSummary(int $count): array
    {
        return [
            'notification' => [
                'title' => 'LinkUp',
                'body' => "免打扰期间你收到了 {$count} 条新消息",
            ],
            'data' => ['type' => 'quiet_summary'],
        ];
    }
}
