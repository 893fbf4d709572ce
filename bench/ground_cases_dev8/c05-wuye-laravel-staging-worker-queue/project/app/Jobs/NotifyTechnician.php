<?php

namespace App\Jobs;

use App\Models\WorkOrder;
use App\Services\WeComClient;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class NotifyTechnician implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 3;

    public int $backoff = 30;

    public function __construct(public WorkOrder $order)
    {
        $this->onQueue('notifications');
    }

    public function handle(WeComClient $wecom): void
    {
        $tech = $this->order->assignee;
        $wecom->sendText($tech->wecom_userid, sprintf(
            "新工单 #%d：%s（%s %s）\n报修人：%s %s",
            $this->order->id,
            $this->order->title,
            $this->order->building,
            $this->order->room,
            $this->order->reporter_name,
            $this->order->reporter_phone,
        ));
    }
}
