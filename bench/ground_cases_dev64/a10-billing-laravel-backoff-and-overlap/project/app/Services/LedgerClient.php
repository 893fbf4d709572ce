<?php

namespace App\Services;

use GuzzleHttp\Client;

class LedgerClient
{
    private Client $http;

    public function __construct()
    {
        $this->http = new Client([
            'base_uri' => config('services.ledger.url'),
            'timeout' => 20,
            'headers' => ['Authorization' => 'Bearer '.config('services.ledger.token')],
        ]);
    }

    /**
     * @return iterable<array{id: string, number: string, total_cents: int, status: string}>
     */
    public function invoicesSince(string $ledgerId, string $since): iterable
    {
        $cursor = null;
        do {
            $res = $this->http->get("/v2/accounts/{$ledgerId}/invoices", [
                'query' => array_filter(['updated_since' => $since, 'cursor' => $cursor]),
            ]);
            $page = json_decode((string) $res->getBody(), true);
            yield from $page['data'];
            $cursor = $page['next_cursor'] ?? null;
        } while ($cursor !== null);
    }
}
