<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Services\PaypalClient;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class PaypalWebhookController extends Controller
{
    public function __construct(private PaypalClient $paypal)
    {
    }

    public function __invoke(Request $request)
    {
        $event = $request->json()->all();
        $headers = array_map(fn ($v) => $v[0] ?? '', $request->headers->all());

        if (! $this->paypal->verifyWebhook($headers, $event)) {
            Log::warning('paypal webhook: verification failed', [
                'event_id' => $event['id'] ?? null,
                'event_type' => $event['event_type'] ?? null,
                'transmission_id' => $headers['paypal-transmission-id'] ?? null,
                'webhook_id' => config('services.paypal.webhook_id'),
            ]);

            return response()->json(['error' => 'unverified'], 401);
        }

        switch ($event['event_type'] ?? '') {
            case 'PAYMENT.CAPTURE.COMPLETED':
                $this->captureCompleted($event['resource']);
                break;
            case 'PAYMENT.CAPTURE.REFUNDED':
                $this->captureRefunded($event['resource']);
                break;
            default:
                Log::info('paypal webhook: ignored '.($event['event_type'] ?? '?'));
        }

        return response()->json(['ok' => true]);
    }

    private function captureCompleted(array $capture): void
    {
        $order = Order::where('reference', $capture['custom_id'] ?? '')->first();
        if (! $order) {
            Log::warning('paypal capture for unknown order', ['custom_id' => $capture['custom_id'] ?? null]);

            return;
        }
        $order->markPaid($capture['id'], (int) $capture['amount']['value']);
    }

    private function captureRefunded(array $refund): void
    {
        // the refund resource links back to the capture it refunds
        $captureUrl = collect($refund['links'] ?? [])->firstWhere('rel', 'up')['href'] ?? '';
        $captureId = basename($captureUrl);
        $order = Order::where('paypal_capture_id', $captureId)->first();
        if (! $order) {
            Log::warning('paypal refund for unknown capture', ['capture_id' => $captureId]);

            return;
        }
        $order->markRefunded();
    }
}
