<?php

namespace Tests\Feature;

use App\Jobs\GenerateThumbnail;
use App\Models\Listing;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class PhotoUploadTest extends TestCase
{
    use RefreshDatabase;

    public function test_owner_can_upload_photos(): void
    {
        Storage::fake('s3');
        Queue::fake();
        $listing = Listing::factory()->create();

        $this->actingAs($listing->owner)
            ->post(route('photos.store', $listing), [
                'photos' => [UploadedFile::fake()->image('room.jpg', 1200, 900)],
            ])
            ->assertRedirect();

        $this->assertCount(1, $listing->photos);
        Queue::assertPushed(GenerateThumbnail::class);
    }

    public function test_rejects_pdf(): void
    {
        Storage::fake('s3');
        $listing = Listing::factory()->create();

        $this->actingAs($listing->owner)
            ->post(route('photos.store', $listing), [
                'photos' => [UploadedFile::fake()->create('plan.pdf', 100, 'application/pdf')],
            ])
            ->assertSessionHasErrors('photos.0');
    }
}
