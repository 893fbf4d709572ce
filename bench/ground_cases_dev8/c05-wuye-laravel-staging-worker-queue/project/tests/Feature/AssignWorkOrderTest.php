<?php

namespace Tests\Feature;

use App\Jobs\NotifyTechnician;
use App\Models\Technician;
use App\Models\WorkOrder;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class AssignWorkOrderTest extends TestCase
{
    use RefreshDatabase;

    public function test_assigning_queues_a_notification(): void
    {
        Queue::fake();
        $tech = Technician::create(['name' => '王师傅', 'phone' => '13900000000', 'wecom_userid' => 'WangShiFu', 'trade' => '水电']);
        $order = WorkOrder::create(['title' => '厨房水龙头漏水', 'building' => '3栋', 'room' => '1202', 'reporter_name' => '李女士', 'reporter_phone' => '13800000000', 'status' => 'open']);

        $this->actingAsResident()->postJson("/api/work-orders/{$order->id}/assign", ['technician_id' => $tech->id])->assertOk();

        Queue::assertPushedOn('notifications', NotifyTechnician::class);
    }
}
