<?php

namespace Tests\Feature;

use App\Models\Claim;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class ReceiptUploadTest extends TestCase
{
    use RefreshDatabase;

    public function test_owner_can_upload_a_pdf_receipt(): void
    {
        Storage::fake('local');
        $user = User::factory()->create();
        $claim = Claim::factory()->for($user)->create();

        $response = $this->actingAs($user)->post(route('receipts.store', $claim), [
            'file' => UploadedFile::fake()->create('taxi.pdf', 300, 'application/pdf'),
            'amount' => '23.50',
            'spent_on' => now()->subDay()->toDateString(),
            'category' => 'travel',
        ]);

        $response->assertRedirect(route('claims.show', $claim));
        $receipt = $claim->receipts()->sole();
        $this->assertSame('taxi.pdf', $receipt->original_name);
        Storage::disk('local')->assertExists($receipt->path);
    }
}
