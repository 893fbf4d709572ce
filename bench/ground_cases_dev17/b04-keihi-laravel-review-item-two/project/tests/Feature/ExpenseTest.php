<?php

namespace Tests\Feature;

use App\Models\Expense;
use App\Models\User;
use App\Notifications\ExpenseApproved;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\Notification;
use Illuminate\Support\Facades\Storage;
use Tests\TestCase;

class ExpenseTest extends TestCase
{
    use RefreshDatabase;

    public function test_user_can_submit_expense(): void
    {
        Storage::fake();
        $user = User::factory()->create();

        $response = $this->actingAs($user)->post('/expenses', [
            'title' => '大阪出張 新幹線',
            'amount' => 14720,
            'spent_on' => now()->subDay()->toDateString(),
            'category' => 'travel',
            'receipt' => UploadedFile::fake()->image('receipt.jpg'),
        ]);

        $expense = Expense::first();
        $response->assertRedirect(route('expenses.show', $expense));
        $this->assertSame('pending', $expense->status);
        Storage::assertExists($expense->receipt_path);
    }

    public function test_amount_is_required(): void
    {
        $user = User::factory()->create();

        $this->actingAs($user)->post('/expenses', ['title' => 'x'])
            ->assertSessionHasErrors(['amount', 'spent_on', 'category', 'receipt']);
    }

    public function test_manager_can_approve(): void
    {
        Notification::fake();
        $manager = User::factory()->manager()->create();
        $expense = Expense::factory()->create(['status' => 'pending']);

        $this->actingAs($manager)->post(route('expenses.approve', $expense))->assertRedirect();

        $this->assertSame('approved', $expense->fresh()->status);
        Notification::assertSentTo($expense->user, ExpenseApproved::class);
    }
}
