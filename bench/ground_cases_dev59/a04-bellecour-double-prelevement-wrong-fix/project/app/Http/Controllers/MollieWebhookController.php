<?php

namespace App\Http\Controllers;

use App\Mail\PrelevementEchoue;
use App\Mail\RecuPaiement;
use App\Models\Facture;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;
use Mollie\Api\MollieApiClient;

class MollieWebhookController extends Controller
{
    public function __invoke(Request $request, MollieApiClient $mollie)
    {
        $paiement = $mollie->payments->get($request->input('id'));
        $facture = Facture::find($paiement->metadata->facture_id ?? null);
        if (! $facture) {
            Log::warning('Webhook Mollie sans facture', ['paiement' => $paiement->id]);
            return response('', 200);
        }

        if ($paiement->isPaid()) {
            $facture->update(['statut' => 'payee', 'payee_le' => now()]);
            Mail::to($facture->eleve->famille->email)->queue(new RecuPaiement($facture));
        } elseif ($paiement->isFailed()) {
            // Mollie peut rappeler le webhook plusieurs fois pour le même paiement :
            // on ne retente que si c'est encore le paiement courant de la facture, et une seule fois
            if ($facture->mollie_payment_id !== $paiement->id || $facture->tentatives >= 2) {
                Log::info('Webhook Mollie déjà traité', ['paiement' => $paiement->id, 'facture' => $facture->id]);
                return response('', 200);
            }
            // prélèvement rejeté (provision insuffisante...) : on retente une fois
            $facture->update(['statut' => 'echouee']);
            $nouveau = $mollie->payments->create([
                'amount' => ['currency' => 'EUR', 'value' => $paiement->amount->value],
                'description' => $paiement->description . ' (2e tentative)',
                'sequenceType' => 'recurring',
                'customerId' => $paiement->customerId,
                'mandateId' => $paiement->mandateId,
                'webhookUrl' => route('webhooks.mollie'),
                'metadata' => ['facture_id' => $facture->id],
            ]);
            $facture->update(['statut' => 'ouverte', 'mollie_payment_id' => $nouveau->id, 'tentatives' => $facture->tentatives + 1]);
            Mail::to($facture->eleve->famille->email)->queue(new PrelevementEchoue($facture));
        }

        return response('', 200);
    }
}
