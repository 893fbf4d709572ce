<?php

namespace App\Services;

use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;
use RuntimeException;

class PaypalClient
{
    public function __construct(private array $config)
    {
    }

    public function accessToken(): string
    {
        $cached = Cache::get('paypal.access_token');
        if ($cached) {
            return $cached;
        }
        $resp = Http::asForm()
            ->withBasicAuth($this->config['client_id'], $this->config['secret'])
            ->timeout($this->config['timeout'])
            ->post($this->config['base_url'].'/v1/oauth2/token', ['grant_type' => 'client_credentials']);
        if (! $resp->successful()) {
            throw new RuntimeException('paypal oauth failed: '.$resp->status());
        }
        $data = $resp->json();
        Cache::put('paypal.access_token', $data['access_token'], $data['expires_in']);

        return $data['access_token'];
    }

    public function verifyWebhook(array $headers, array $event): bool
    {
        $resp = Http::withToken($this->accessToken())
            ->timeout($this->config['timeout'])
            ->post($this->config['base_url'].'/v1/notifications/verify-webhook-signature', [
                'auth_algo' => $headers['paypal-auth-algo'] ?? '',
                'cert_url' => $headers['paypal-cert-url'] ?? '',
                'transmission_id' => $headers['paypal-transmission-id'] ?? '',
                'transmission_sig' => $headers['paypal-transmission-sig'] ?? '',
                'transmission_time' => $headers['paypal-transmission-time'] ?? '',
                'webhook_id' => $this->config['webhook_id'],
                'webhook_event' => $event,
            ]);

        return $resp->successful() && $resp->json('verification_status') === 'SUCCESS';
    }

    public function captureDetails(string $captureId): array
    {
        return Http::withToken($this->accessToken())
            ->timeout($this->config['timeout'])
            ->get($this->config['base_url'].'/v2/payments/captures/'.$captureId)
            ->throw()
            ->json();
    }
}
