<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class UploadTest extends TestCase
{
    use RefreshDatabase;

    private function presign(array $overrides = [])
    {
        $user = User::factory()->create();

        return $this->actingAs($user)->postJson('/api/uploads/presign', array_merge([
            'filename' => 'cat.jpg',
            'content_type' => 'image/jpeg',
            'size' => 512 * 1024,
        ], $overrides));
    }

    public function test_presign_returns_url_and_path(): void
    {
        Storage::fake('s3');

        $this->presign()
            ->assertOk()
            ->assertJsonStructure(['upload_url', 'headers', 'path']);
    }

    public function test_rejects_files_over_the_limit(): void
    {
        $this->presign(['size' => 21 * 1024 * 1024])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('size');
    }

    public function test_rejects_non_images(): void
    {
        $this->presign(['filename' => 'a.pdf', 'content_type' => 'application/pdf'])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('content_type');
    }
}
