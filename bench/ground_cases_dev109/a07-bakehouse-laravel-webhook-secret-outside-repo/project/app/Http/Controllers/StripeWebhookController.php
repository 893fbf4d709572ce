<?php

namespace App\Http\Controllers;

use App\Services\OrderPayments;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Log;
use Stripe\Exception\SignatureVerificationException;
use Stripe\Webhook;
use UnexpectedValueException;

class StripeWebhookController extends Controller
{
    public function __construct(private readonly OrderPayments $payments)
    {
    }

    public function __invoke(Request $request): Response
    {
        try {
            $event = Webhook::constructEvent(
                $request->getContent(),
                (string) $request->header('Stripe-Signature'),
                config('services.stripe.webhook_secret'),
                config('services.stripe.webhook_tolerance'),
            );
        } catch (UnexpectedValueException | SignatureVerificationException $e) {
            Log::warning('stripe webhook rejected', [
                'reason' => $e->getMessage(),
                'event_id' => json_decode($request->getContent(), true)['id'] ?? null,
            ]);
            return response('Invalid signature', 400);
        }

        match ($event->type) {
            'checkout.session.completed' => $this->payments->markPaid($event->data->object),
            'charge.refunded' => $this->payments->markRefunded($event->data->object),
            default => null,
        };

        return response('', 204);
    }
}
