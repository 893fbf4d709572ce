<?php

namespace App\Http\Controllers;

use App\Services\Ledger\LedgerRecorder;
use App\Services\Paypal\PaypalClient;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class PaypalWebhookController extends Controller
{
    private const HANDLED = [
        'PAYMENT.CAPTURE.COMPLETED',
        'PAYMENT.CAPTURE.DENIED',
    ];

    public function __construct(private PaypalClient $paypal, private LedgerRecorder $ledger)
    {
    }

    public function __invoke(Request $request)
    {
        $event = $request->json()->all();
        $headers = array_map(fn ($v) => $v[0] ?? '', array_change_key_case($request->headers->all()));

        if (! $this->paypal->verifyWebhook($headers, $event)) {
            Log::warning('paypal webhook failed verification', ['id' => $event['id'] ?? null]);

            return response()->json(['error' => 'verification failed'], 400);
        }

        if (! in_array($event['event_type'] ?? '', self::HANDLED, true)) {
            return response()->json(['ignored' => true]);
        }

        $resource = $event['resource'];
        match ($event['event_type']) {
            'PAYMENT.CAPTURE.COMPLETED' => $this->ledger->recordCapture(
                captureId: $resource['id'],
                orderRef: $resource['custom_id'] ?? null,
                amount: $resource['amount']['value'],
                currency: $resource['amount']['currency_code'],
            ),
            'PAYMENT.CAPTURE.DENIED' => $this->ledger->markDenied($resource['id']),
        };

        return response()->json(['ok' => true]);
    }
}
