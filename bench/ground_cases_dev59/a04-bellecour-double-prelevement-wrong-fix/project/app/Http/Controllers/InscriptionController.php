<?php

namespace App\Http\Controllers;

use App\Models\Eleve;
use App\Models\Famille;
use Illuminate\Http\Request;
use Mollie\Api\MollieApiClient;

/**
 * Inscription en ligne : frais d'inscription de 45 € payés par carte, qui créent aussi le mandat SEPA.
 */
class InscriptionController extends Controller
{
    public const FRAIS_INSCRIPTION = '45.00';

    public function store(Request $request, MollieApiClient $mollie)
    {
        $data = $request->validate([
            'parent_nom' => 'required|string|max:120',
            'email' => 'required|email',
            'prenom' => 'required|string|max:80',
            'nom' => 'required|string|max:80',
            'niveau' => 'required|in:6e,5e,4e,3e,2nde,1re,Tle',
            'heures_semaine' => 'required|integer|min:1|max:6',
        ]);

        $famille = Famille::firstOrCreate(['email' => $data['email']], ['nom' => $data['parent_nom']]);
        if (! $famille->mollie_customer_id) {
            $client = $mollie->customers->create(['name' => $famille->nom, 'email' => $famille->email]);
            $famille->update(['mollie_customer_id' => $client->id]);
        }
        $eleve = Eleve::create($data + ['famille_id' => $famille->id, 'actif' => false]);

        $paiement = $mollie->payments->create([
            'amount' => ['currency' => 'EUR', 'value' => self::FRAIS_INSCRIPTION],
            'description' => "Inscription {$eleve->prenom} {$eleve->nom}",
            'customerId' => $famille->mollie_customer_id,
            'sequenceType' => 'first',
            'redirectUrl' => route('inscription.merci', $eleve),
            'webhookUrl' => route('webhooks.mollie.inscription'),
            'metadata' => ['eleve_id' => $eleve->id],
        ]);

        return redirect($paiement->getCheckoutUrl(), 303);
    }
}
