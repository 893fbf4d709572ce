<?php

namespace App\Services\Paypal;

use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Http;

class PaypalClient
{
    public function __construct(private array $config)
    {
    }

    public function accessToken(): string
    {
        return Cache::remember('paypal.access_token', $this->tokenTtl(), function () {
            $response = Http::asForm()
                ->withBasicAuth($this->config['client_id'], $this->config['client_secret'])
                ->post($this->config['base_url'].'/v1/oauth2/token', ['grant_type' => 'client_credentials'])
                ->throw();

            Cache::put('paypal.access_token_expires_in', $response->json('expires_in'), 3600 * 10);

            return $response->json('access_token');
        });
    }

    private function tokenTtl(): int
    {
        // renew 5 minutes early: PayPal's clock and ours disagree by a few seconds to minutes
        return max(60, (int) Cache::get('paypal.access_token_expires_in', 32400) - 300);
    }

    public function verifyWebhook(array $headers, array $event, bool $retried = false): bool
    {
        $response = Http::withToken($this->accessToken())
            ->post($this->config['base_url'].'/v1/notifications/verify-webhook-signature', [
                'auth_algo' => $headers['paypal-auth-algo'] ?? '',
                'cert_url' => $headers['paypal-cert-url'] ?? '',
                'transmission_id' => $headers['paypal-transmission-id'] ?? '',
                'transmission_sig' => $headers['paypal-transmission-sig'] ?? '',
                'transmission_time' => $headers['paypal-transmission-time'] ?? '',
                'webhook_id' => $this->config['webhook_id'],
                'webhook_event' => $event,
            ]);

        if ($response->status() === 401 && ! $retried) {
            Cache::forget('paypal.access_token');

            return $this->verifyWebhook($headers, $event, true);
        }

        return $response->ok() && $response->json('verification_status') === 'SUCCESS';
    }
}
