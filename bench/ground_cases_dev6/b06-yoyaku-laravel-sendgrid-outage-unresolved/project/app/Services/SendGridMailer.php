<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class SendGridMailer
{
    public function __construct(
        private readonly string $apiKey,
        private readonly string $from,
        private readonly string $endpoint,
        private readonly int $timeout = 10,
    ) {
    }

    public static function fromConfig(): self
    {
        $c = config('services.sendgrid');

        return new self($c['key'], $c['from'], $c['endpoint'], $c['timeout']);
    }

    /**
     * @throws \Illuminate\Http\Client\RequestException on 4xx/5xx so the queue can retry
     */
    public function send(string $to, string $subject, string $html, array $context = []): void
    {
        $response = Http::withToken($this->apiKey)
            ->timeout($this->timeout)
            ->post($this->endpoint, [
                'personalizations' => [['to' => [['email' => $to]]]],
                'from' => ['email' => $this->from, 'name' => config('app.name')],
                'subject' => $subject,
                'content' => [['type' => 'text/html', 'value' => $html]],
            ]);

        if ($response->failed()) {
            Log::error('SendGrid send failed', $context + ['status' => $response->status(), 'body' => $response->body()]);
            $response->throw();
        }
    }
}
