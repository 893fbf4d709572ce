<?php

namespace Tests\Unit;

use App\Mail\PaymentFailedMail;
use App\Models\Invoice;
use App\Models\Workspace;
use App\Services\DunningService;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Tests\TestCase;

class DunningServiceTest extends TestCase
{
    use RefreshDatabase;

    private function invoice(int $attempts = 0): Invoice
    {
        $workspace = Workspace::factory()->create(['billing_email' => 'ap@acme.test']);
        return Invoice::factory()->for($workspace)->create([
            'status' => 'open',
            'dunning_attempts' => $attempts,
        ]);
    }

    public function test_resolve_clears_the_retry(): void
    {
        $invoice = $this->invoice(2);
        (new DunningService())->resolve($invoice);
        $this->assertSame(0, $invoice->fresh()->dunning_attempts);
        $this->assertNull($invoice->fresh()->next_retry_at);
    }

    public function test_failure_schedules_a_retry(): void
    {
        Mail::fake();
        $invoice = $this->invoice();
        (new DunningService())->handleFailure($invoice);
        $this->assertSame('past_due', $invoice->fresh()->status);
        $this->assertNotNull($invoice->fresh()->next_retry_at);
        Mail::assertQueued(PaymentFailedMail::class);
    }

    public function test_first_failure_sends_the_first_notice(): void
    {
        Mail::fake();
        (new DunningService())->handleFailure($this->invoice());
        Mail::assertQueued(PaymentFailedMail::class, fn ($mail) => $mail->template === 'payment_failed_first');
    }
}
