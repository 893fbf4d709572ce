<?php

namespace App\Jobs;

use App\Mail\ExportReady;
use App\Models\Order;
use App\Models\User;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Facades\Storage;
use OpenSpout\Common\Entity\Row;
use OpenSpout\Writer\XLSX\Writer;

class ExportOrdersJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $timeout = 120;

    public int $tries = 3;

    public function __construct(
        public User $user,
        public array $filters,
    ) {
        $this->onQueue('exports');
    }

    public function handle(): void
    {
        $path = sprintf('exports/%d/orders-%s.xlsx', $this->user->id, now()->format('Ymd-His'));
        $tmp = tempnam(sys_get_temp_dir(), 'export');

        $writer = new Writer();
        $writer->openToFile($tmp);
        $writer->addRow(Row::fromValues(['订单号', '客户', '金额', '状态', '下单时间']));

        Order::query()
            ->filter($this->filters)
            ->orderBy('id')
            ->chunkById(1000, function ($orders) use ($writer) {
                foreach ($orders as $order) {
                    $writer->addRow(Row::fromValues([
                        $order->order_no,
                        $order->customer_name,
                        $order->amount / 100,
                        $order->status,
                        $order->created_at->format('Y-m-d H:i:s'),
                    ]));
                }
            });

        $writer->close();
        Storage::put($path, fopen($tmp, 'r'));
        @unlink($tmp);

        Mail::to($this->user)->send(new ExportReady($path));
    }
}
