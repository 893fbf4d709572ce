<?php

namespace App\Console\Commands;

use App\Models\Eleve;
use App\Models\Facture;
use Illuminate\Console\Command;
use Mollie\Api\MollieApiClient;

/**
 * Le 1er de chaque mois : une facture par élève actif et un prélèvement SEPA sur le mandat de la famille.
 */
class GenererFacturesMensuelles extends Command
{
    protected $signature = 'factures:generer {--mois= : AAAA-MM, par défaut le mois en cours}';

    protected $description = 'Crée les factures du mois et lance les prélèvements Mollie';

    public function handle(MollieApiClient $mollie): int
    {
        $mois = $this->option('mois') ?: now('Europe/Paris')->format('Y-m');
        $this->info("Génération des factures pour {$mois}");

        $eleves = Eleve::query()->where('actif', true)->with('famille')->orderBy('id')->get();
        foreach ($eleves as $eleve) {
            // déjà facturé ce mois-ci ? on ne refacture pas
            $dejaFacture = Facture::query()
                ->where('eleve_id', $eleve->id)
                ->where('mois', $mois)
                ->where('statut', 'payee')
                ->exists();
            if ($dejaFacture) {
                continue;
            }

            $montant = $this->montantMensuel($eleve);
            $facture = Facture::create([
                'eleve_id' => $eleve->id,
                'mois' => $mois,
                'montant' => $montant,
                'statut' => 'ouverte',
                'tentatives' => 1,
            ]);

            $paiement = $mollie->payments->create([
                'amount' => ['currency' => 'EUR', 'value' => number_format($montant / 100, 2, '.', '')],
                'description' => "Cours Bellecour – {$eleve->prenom} – {$mois}",
                'sequenceType' => 'recurring',
                'customerId' => $eleve->famille->mollie_customer_id,
                'mandateId' => $eleve->famille->mollie_mandate_id,
                'webhookUrl' => route('webhooks.mollie'),
                'metadata' => ['facture_id' => $facture->id],
            ]);
            $facture->update(['mollie_payment_id' => $paiement->id]);
            $this->line("  {$eleve->prenom} {$eleve->nom} : {$facture->montantEnEuros()} ({$paiement->id})");
        }

        return self::SUCCESS;
    }

    /** Forfait selon le nombre d'heures, -10 % à partir du deuxième enfant de la famille. */
    private function montantMensuel(Eleve $eleve): int
    {
        $forfait = match (true) {
            $eleve->heures_semaine >= 4 => 23000,
            $eleve->heures_semaine >= 2 => 18500,
            default => 11000,
        };
        $rang = $eleve->famille->eleves()->where('actif', true)->where('id', '<', $eleve->id)->count();

        return $rang >= 1 ? intdiv($forfait * 90, 100) : $forfait;
    }
}
