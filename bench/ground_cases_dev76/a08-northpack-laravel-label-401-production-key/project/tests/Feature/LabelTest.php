<?php

namespace Tests\Feature;

use App\Jobs\PrintLabelJob;
use App\Models\Shipment;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Laravel\Sanctum\Sanctum;
use App\Models\User;
use Tests\TestCase;

class LabelTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();
        Sanctum::actingAs(User::factory()->create());
    }

    public function test_it_queues_a_label_job(): void
    {
        Queue::fake();
        $shipment = Shipment::create(['order_id' => 1, 'rate_id' => 'se-123', 'status' => 'new']);

        $this->postJson("/api/shipments/{$shipment->id}/label")->assertStatus(202);

        Queue::assertPushed(PrintLabelJob::class);
    }

    public function test_it_404s_when_no_label_exists(): void
    {
        $shipment = Shipment::create(['order_id' => 1, 'rate_id' => 'se-123', 'status' => 'new']);

        $this->get("/api/shipments/{$shipment->id}/label")->assertNotFound();
    }
}
