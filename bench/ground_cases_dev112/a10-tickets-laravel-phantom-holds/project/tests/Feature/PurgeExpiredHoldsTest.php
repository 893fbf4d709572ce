<?php

namespace Tests\Feature;

use App\Models\Event;
use App\Models\TicketHold;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class PurgeExpiredHoldsTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_deletes_only_expired_holds(): void
    {
        $event = Event::factory()->create(['capacity' => 50]);
        $expired = TicketHold::factory()->for($event)->create([
            'quantity' => 2,
            'expires_at' => now()->subMinutes(5),
        ]);
        $active = TicketHold::factory()->for($event)->create([
            'quantity' => 3,
            'expires_at' => now()->addMinutes(5),
        ]);

        $this->artisan('tickets:purge-holds')
            ->expectsOutput('Deleted 1 expired holds.')
            ->assertSuccessful();

        $this->assertModelMissing($expired);
        $this->assertModelExists($active);
    }

    public function test_dry_run_deletes_nothing(): void
    {
        $event = Event::factory()->create();
        TicketHold::factory()->for($event)->create(['expires_at' => now()->subHour()]);

        $this->artisan('tickets:purge-holds --dry-run')
            ->expectsOutput('1 expired holds would be deleted.')
            ->assertSuccessful();

        $this->assertDatabaseCount('ticket_holds', 1);
    }
}
