<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Jobs\SendOrderConfirmation;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Log;

/**
 * KOMOJU webhooks (konbini payments). KOMOJU retries a delivery until it gets a 2xx
 * within 10 seconds.
 */
class KomojuWebhookController extends Controller
{
    public function __invoke(Request $request): Response
    {
        if (! $this->validSignature($request)) {
            return response('invalid signature', 401);
        }

        $event = $request->input('type');
        $data = $request->input('data');

        if ($event === 'payment.captured') {
            $order = Order::where('number', $data['external_order_num'])->firstOrFail();
            $order->update(['status' => Order::STATUS_PAID, 'paid_at' => now()]);
            SendOrderConfirmation::dispatch($order);
            Log::info('konbini payment captured', ['order' => $order->number]);
        }

        return response('ok', 200);
    }

    private function validSignature(Request $request): bool
    {
        $expected = hash_hmac('sha256', $request->getContent(), config('services.komoju.webhook_secret'));

        return hash_equals($expected, (string) $request->header('X-Komoju-Signature'));
    }
}
