<?php

namespace Tests\Feature;

use App\Jobs\IssueInvoiceJob;
use App\Models\Invoice;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class IssueInvoiceTest extends TestCase
{
    use RefreshDatabase;

    public function test_issuing_assigns_the_next_number(): void
    {
        $first = Invoice::factory()->issued(sequence: 41)->create(['issued_at' => '2025-05-02 10:00:00']);
        $draft = Invoice::factory()->create(['company_id' => $first->company_id]);

        IssueInvoiceJob::dispatchSync($draft->id);

        $draft->refresh();
        $this->assertSame(Invoice::STATUS_ISSUED, $draft->status);
        $this->assertSame(42, $draft->sequence);
        $this->assertSame(now()->year.'-00042', $draft->number);
    }

    public function test_numbers_restart_every_year(): void
    {
        $old = Invoice::factory()->issued(sequence: 900)->create(['issued_at' => now()->subYear()]);
        $draft = Invoice::factory()->create(['company_id' => $old->company_id]);

        IssueInvoiceJob::dispatchSync($draft->id);

        $this->assertSame(1, $draft->refresh()->sequence);
    }

    public function test_an_issued_invoice_is_left_alone(): void
    {
        $invoice = Invoice::factory()->issued(sequence: 7)->create();

        IssueInvoiceJob::dispatchSync($invoice->id);

        $this->assertSame(7, $invoice->refresh()->sequence);
    }

    public function test_a_number_conflict_fails_the_job_instead_of_duplicating(): void
    {
        $taken = Invoice::factory()->issued(sequence: 1)->create(['issued_at' => now()]);
        $draft = Invoice::factory()->create(['company_id' => $taken->company_id]);
        $this->mock(\App\Services\InvoiceNumberService::class)
            ->shouldReceive('next')->andReturn([1, $taken->number]);

        IssueInvoiceJob::dispatchSync($draft->id);

        $this->assertSame(Invoice::STATUS_DRAFT, $draft->refresh()->status);
        $this->assertSame(1, Invoice::where('number', $taken->number)->count());
    }
}
