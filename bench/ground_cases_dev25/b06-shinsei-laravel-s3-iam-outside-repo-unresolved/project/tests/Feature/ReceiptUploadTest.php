<?php

namespace Tests\Feature;

use App\Models\Expense;
use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class ReceiptUploadTest extends TestCase
{
    use RefreshDatabase;

    public function test_receipt_is_stored_under_the_tenant_prefix(): void
    {
        Storage::fake('s3');
        $user = User::factory()->create();
        $expense = Expense::factory()->for($user)->create();

        $this->actingAs($user)
            ->post(route('expenses.receipts.store', $expense), [
                'receipt' => UploadedFile::fake()->image('receipt.jpg', 40, 30),
            ])
            ->assertRedirect()
            ->assertSessionHas('status');

        $receipt = $expense->receipts()->sole();
        $this->assertStringStartsWith("tenants/{$expense->tenant_id}/receipts/", $receipt->path);
        Storage::disk('s3')->assertExists($receipt->path);
    }

    public function test_other_users_cannot_upload(): void
    {
        Storage::fake('s3');
        $expense = Expense::factory()->create();

        $this->actingAs(User::factory()->create())
            ->post(route('expenses.receipts.store', $expense), [
                'receipt' => UploadedFile::fake()->image('receipt.jpg', 40, 30),
            ])
            ->assertForbidden();

        Storage::disk('s3')->assertDirectoryEmpty('tenants');
    }
}
