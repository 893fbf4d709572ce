<?php

namespace Tests\Feature;

use App\Models\Customer;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class BackfillCustomerRegionTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_fills_region_from_province(): void
    {
        $zj = Customer::factory()->create(['province' => '浙江省']);
        $sh = Customer::factory()->create(['province' => '上海']);
        $xx = Customer::factory()->create(['province' => '火星']);

        $this->artisan('customers:backfill-region')
            ->expectsOutput('updated 2 customers')
            ->assertSuccessful();

        $this->assertSame('华东', $zj->fresh()->region);
        $this->assertSame('华东', $sh->fresh()->region);
        $this->assertNull($xx->fresh()->region);
    }

    public function test_dry_run_writes_nothing(): void
    {
        $c = Customer::factory()->create(['province' => '广东省']);

        $this->artisan('customers:backfill-region', ['--dry-run' => true])
            ->expectsOutput('[dry-run] would update 1 customers')
            ->assertSuccessful();

        $this->assertNull($c->fresh()->region);
    }
}
