<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class NoticeTest extends TestCase
{
    use RefreshDatabase;

    public function test_resident_can_post_notice_with_photo(): void
    {
        Storage::fake('public');
        $user = User::factory()->create();

        $res = $this->actingAs($user)->post('/notices', [
            'title' => '資源ごみの日が変わります',
            'body' => '来月から第2・第4水曜日になります。',
            'photo' => UploadedFile::fake()->image('gomi.jpg', 1200, 900)->size(600),
        ]);

        $res->assertRedirect('/notices');
        $this->assertDatabaseHas('notices', ['title' => '資源ごみの日が変わります']);
    }

    public function test_title_is_required(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->post('/notices', ['body' => '本文だけ'])
            ->assertSessionHasErrors('title');
    }
}
