<?php

declare(strict_types=1);

namespace Mailroom;

final class Messages
{
    public function __construct(private readonly Client $client)
    {
    }

    /**
     * @param list<string> $to
     * @param array<string, string> $headers
     * @return array{id: string, status: string}
     */
    public function send(string $from, array $to, string $subject, string $html, array $headers = []): array
    {
        return $this->client->request('POST', 'messages', [
            'from' => $from,
            'to' => $to,
            'subject' => $subject,
            'html' => $html,
            'headers' => (object) $headers,
        ]);
    }

    /** @return array{id: string, status: string, events: list<array<string, mixed>>} */
    public function get(string $id): array
    {
        return $this->client->request('GET', 'messages/' . rawurlencode($id));
    }

    /**
     * @param array<string, string> $filters
     * @return list<array<string, mixed>>
     */
    public function list(array $filters = [], ?int $limit = null): array
    {
        $query = $filters;
        if ($limit !== null) {
            $query['limit'] = (string) $limit;
        }
        $path = 'messages' . ($query ? '?' . http_build_query($query) : '');
        return $this->client->request('GET', $path)['data'] ?? [];
    }
}
