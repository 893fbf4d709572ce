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

    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('public');
    }

    public function test_png_avatar_is_stored(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->patch('/profile', [
                'nickname' => $user->nickname,
                'avatar' => UploadedFile::fake()->image('me.png', 600, 400),
            ])
            ->assertRedirect('/profile');

        $this->assertNotNull($user->fresh()->avatar_path);
        Storage::disk('public')->assertExists($user->fresh()->avatar_path);
    }

    public function test_heic_passes_validation(): void
    {
        $user = User::factory()->create();
        $this->mock(\App\Services\AvatarService::class)
            ->shouldReceive('store')->once()->andReturn('avatars/1/x.jpg');

        $this->actingAs($user)
            ->patch('/profile', [
                'nickname' => $user->nickname,
                'avatar' => UploadedFile::fake()->create('IMG_0012.HEIC', 3000, 'image/heic'),
            ])
            ->assertSessionHasNoErrors();
    }

    public function test_pdf_is_rejected(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)
            ->patch('/profile', [
                'nickname' => $user->nickname,
                'avatar' => UploadedFile::fake()->create('cv.pdf', 100, 'application/pdf'),
            ])
            ->assertSessionHasErrors('avatar');
    }
}
