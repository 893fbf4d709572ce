<?php

namespace Tests\Feature;

use App\Models\Attachment;
use App\Models\Note;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class AttachmentTest extends TestCase
{
    use RefreshDatabase;

    public function test_editor_can_upload_attachment(): void
    {
        Storage::fake('s3');
        $note = Note::factory()->create();
        $user = $note->author;

        $this->actingAs($user)
            ->post(route('attachments.store', $note), ['file' => UploadedFile::fake()->create('plot-3.pdf', 120)])
            ->assertCreated();

        $this->assertCount(1, $note->attachments);
    }

    public function test_uploader_can_delete_attachment(): void
    {
        Storage::fake('s3');
        $attachment = Attachment::factory()->create();

        $this->actingAs($attachment->uploader)
            ->delete(route('attachments.destroy', $attachment))
            ->assertNoContent();

        $this->assertModelMissing($attachment);
    }
}
