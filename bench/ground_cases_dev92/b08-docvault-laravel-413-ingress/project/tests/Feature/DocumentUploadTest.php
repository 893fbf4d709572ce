<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class DocumentUploadTest extends TestCase
{
    use RefreshDatabase;

    public function test_pdf_under_20mb_is_stored(): void
    {
        Storage::fake('s3');
        $user = User::factory()->create();

        $res = $this->actingAs($user)->postJson('/api/documents', [
            'title' => '業務委託契約書',
            'file' => UploadedFile::fake()->create('contract.pdf', 15000, 'application/pdf'),
        ]);

        $res->assertCreated();
    }

    public function test_pdf_over_20mb_is_rejected(): void
    {
        Storage::fake('s3');
        $user = User::factory()->create();

        $res = $this->actingAs($user)->postJson('/api/documents', [
            'title' => '大きい契約書',
            'file' => UploadedFile::fake()->create('big.pdf', 25000, 'application/pdf'),
        ]);

        $res->assertUnprocessable();
    }
}
