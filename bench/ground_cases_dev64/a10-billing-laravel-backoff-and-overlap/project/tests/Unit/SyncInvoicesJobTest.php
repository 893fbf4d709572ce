<?php

namespace Tests\Unit;

use App\Jobs\SyncInvoicesJob;
use PHPUnit\Framework\TestCase;

class SyncInvoicesJobTest extends TestCase
{
    public function test_it_keeps_constructor_arguments(): void
    {
        $job = new SyncInvoicesJob(42, '2025-11-01T00:00:00+00:00');

        $this->assertSame(42, $job->accountId);
        $this->assertSame('2025-11-01T00:00:00+00:00', $job->since);
    }

    public function test_backoff_is_capped_at_ten_minutes_plus_jitter(): void
    {
        $job = new class(1, '2025-11-01T00:00:00+00:00') extends SyncInvoicesJob {
            public int $fakeAttempts = 1;

            public function attempts()
            {
                return $this->fakeAttempts;
            }
        };

        $job->fakeAttempts = 1;
        $this->assertGreaterThanOrEqual(10, $job->backoff());
        $this->assertLessThanOrEqual(12, $job->backoff());

        $job->fakeAttempts = 14;
        $this->assertGreaterThanOrEqual(600, $job->backoff());
        $this->assertLessThanOrEqual(720, $job->backoff());
    }

    public function test_it_has_retries(): void
    {
        $job = new SyncInvoicesJob(1, '2025-11-01T00:00:00+00:00');

        $this->assertGreaterThan(1, $job->tries);
    }
}
