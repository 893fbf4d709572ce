<?php

namespace App\Http\Controllers;

use App\Services\OrderPaymentService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class PayHubWebhookController extends Controller
{
    /** Notifications older than this are rejected (replay protection). */
    private const TOLERANCE_SECONDS = 300;

    public function __construct(private OrderPaymentService $payments)
    {
    }

    public function handle(Request $request): JsonResponse
    {
        Log::info('payhub webhook received', [
            'event_id' => $request->json('id'),
            'type' => $request->json('type'),
            'out_trade_no' => $request->json('data.out_trade_no'),
        ]);

        if (! $this->verifySignature($request)) {
            Log::warning('payhub webhook rejected: bad signature', ['event_id' => $request->json('id')]);

            return response()->json(['error' => 'invalid signature'], 401);
        }

        $event = $request->json()->all();

        return match ($event['type'] ?? null) {
            'payment.succeeded' => $this->paid($event),
            'payment.failed' => $this->failed($event),
            'refund.succeeded' => $this->refunded($event),
            default => response()->json(['ignored' => true]),
        };
    }

    private function verifySignature(Request $request): bool
    {
        $timestamp = (int) $request->header('X-PayHub-Timestamp');
        $signature = (string) $request->header('X-PayHub-Signature');
        if ($timestamp === 0 || $signature === '' || abs(time() - $timestamp) > self::TOLERANCE_SECONDS) {
            return false;
        }

        $payload = json_encode($request->all());
        $expected = hash_hmac('sha256', $timestamp.'.'.$payload, config('services.payhub.webhook_secret'));

        return hash_equals($expected, $signature);
    }

    private function paid(array $event): JsonResponse
    {
        $this->payments->markPaid($event['data']['out_trade_no'], $event['data']['transaction_id'],
            (int) $event['data']['amount']);

        return response()->json(['ok' => true]);
    }

    private function failed(array $event): JsonResponse
    {
        $this->payments->markFailed($event['data']['out_trade_no'], $event['data']['reason'] ?? 'unknown');

        return response()->json(['ok' => true]);
    }

    private function refunded(array $event): JsonResponse
    {
        $this->payments->markRefunded($event['data']['out_trade_no'], (int) $event['data']['refund_amount']);

        return response()->json(['ok' => true]);
    }
}
