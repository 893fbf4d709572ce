<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class AvatarUploadTest extends TestCase
{
    use RefreshDatabase;

    public function test_user_can_upload_avatar(): void
    {
        Storage::fake('s3');
        $user = User::factory()->create();

        $res = $this->actingAs($user)->postJson('/api/me/avatar', [
            'avatar' => UploadedFile::fake()->image('me.png', 200, 200),
        ]);

        $res->assertCreated();
        Storage::disk('s3')->assertExists($res->json('path'));
    }

    public function test_rejects_non_image(): void
    {
        Storage::fake('s3');
        $user = User::factory()->create();

        $this->actingAs($user)->postJson('/api/me/avatar', [
            'avatar' => UploadedFile::fake()->create('doc.pdf', 100, 'application/pdf'),
        ])->assertUnprocessable();
    }
}
