<?php

namespace Tests\Feature;

use App\Models\Attachment;
use App\Models\User;
use App\Services\StorageQuota;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class QuotaTest extends TestCase
{
    use RefreshDatabase;

    public function test_used_bytes_sums_attachments(): void
    {
        $user = User::factory()->create();
        Attachment::create(['user_id' => $user->id, 'path' => 'uploads/a', 'original_name' => 'a', 'size_kb' => 2, 'mime' => 'text/plain']);

        $this->assertSame(2048, app(StorageQuota::class)->usedBytes($user));
    }

    public function test_user_cannot_exceed_quota(): void
    {
        $user = User::factory()->create(['quota_bytes' => 1024]);

        $this->assertFalse(app(StorageQuota::class)->canStore($user, 2048));
    }
}
