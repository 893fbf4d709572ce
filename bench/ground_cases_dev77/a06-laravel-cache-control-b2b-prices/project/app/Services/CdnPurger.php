<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class CdnPurger
{
    public function purgeUrls(array $urls): void
    {
        $zone = env('CLOUDFLARE_ZONE_ID');
        $token = env('CLOUDFLARE_API_TOKEN');
        if (! $zone || ! $token || $urls === []) {
            return;
        }

        $response = Http::withToken($token)
            ->post("https://api.cloudflare.com/client/v4/zones/{$zone}/purge_cache", ['files' => array_values($urls)]);

        if ($response->failed()) {
            Log::warning('cloudflare purge failed', ['status' => $response->status(), 'urls' => $urls]);
        }
    }
}
