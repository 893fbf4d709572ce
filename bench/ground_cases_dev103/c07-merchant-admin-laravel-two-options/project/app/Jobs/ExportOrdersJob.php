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

class ExportOrdersJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $timeout = 600;

    public int $tries = 3;

    public function __construct(
        public User $requester,
        public int $merchantId,
        public ?string $from = null,
        public ?string $to = null,
    ) {
        $this->onQueue('exports');
    }

    public function handle(): void
    {
        $path = sprintf(
            'exports/orders-%d-%s-%s.csv',
            $this->merchantId,
            now('Asia/Shanghai')->format('Ymd-His'),
            substr(md5((string) $this->job?->getJobId()), 0, 6),
        );
        $stream = fopen('php://temp', 'w+');
        fputcsv($stream, ['order_no', 'status', 'amount', 'paid_at']);

        Order::query()
            ->where('merchant_id', $this->merchantId)
            ->when($this->from, fn ($q) => $q->where('paid_at', '>=', $this->from.' 00:00:00'))
            ->when($this->to, fn ($q) => $q->where('paid_at', '<=', $this->to.' 23:59:59'))
            ->orderBy('id')
            ->chunkById(1000, function ($orders) use ($stream) {
                foreach ($orders as $order) {
                    fputcsv($stream, [$order->order_no, $order->status, $order->amount / 100, $order->paid_at]);
                }
            });

        rewind($stream);
        Storage::disk('s3')->put($path, $stream);
        fclose($stream);

        Mail::to($this->requester)->send(new ExportReady(Storage::disk('s3')->temporaryUrl($path, now()->addDay())));
    }
}
