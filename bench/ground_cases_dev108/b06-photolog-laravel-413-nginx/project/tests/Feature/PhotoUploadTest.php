<?php

namespace Tests\Feature;

use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class PhotoUploadTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Storage::fake('public');
    }

    public function test_it_stores_a_photo_and_thumbnail(): void
    {
        $response = $this->postJson('/api/photos', [
            'photo' => UploadedFile::fake()->image('cat.jpg', 1600, 1200),
        ]);

        $response->assertCreated()->assertJsonStructure(['path', 'thumb']);
    }

    public function test_it_rejects_non_images(): void
    {
        $response = $this->postJson('/api/photos', [
            'photo' => UploadedFile::fake()->create('notes.pdf', 100, 'application/pdf'),
        ]);

        $response->assertUnprocessable();
    }
}
