<?php

namespace App\Services;

use Closure;
use Illuminate\Contracts\Cache\Repository;

/**
 * Caches computed report payloads. Reports are expensive (they scan invoices), and the
 * dashboard asks for the same ranges over and over.
 */
class ReportCache
{
    private const TTL_SECONDS = 600;

    // Bump when the payload shape changes so old entries are never read.
    private const VERSION = 'v3';

    public function __construct(private Repository $cache)
    {
    }

    public function remember(string $reportType, array $filters, Closure $build): array
    {
        return $this->cache->remember($this->key($reportType, $filters), self::TTL_SECONDS, $build);
    }

    public function forget(string $reportType, array $filters): void
    {
        $this->cache->forget($this->key($reportType, $filters));
    }

    public function key(string $reportType, array $filters): string
    {
        ksort($filters);
        $hash = sha1(json_encode($filters, JSON_THROW_ON_ERROR));

        return sprintf('reports:%s:%s:%s', self::VERSION, $reportType, $hash);
    }
}
