<?php

namespace App\Mail;

use App\Models\Facture;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Queue\SerializesModels;

/**
 * Reçu envoyé aux familles quand le prélèvement du mois est passé.
 */
class RecuPaiement extends Mailable implements ShouldQueue
{
    use Queueable, SerializesModels;

    public function __construct(public Facture $facture)
    {
    }

    public function envelope(): Envelope
    {
        return new Envelope(
            from: 'compta@cours-bellecour.fr',
            subject: __('factures.recu_sujet', [
                'prenom' => $this->facture->eleve->prenom,
                'mois' => $this->facture->mois,
            ]),
        );
    }

    public function content(): Content
    {
        return new Content(
            markdown: 'mail.recu',
            with: [
                'intro' => __('factures.recu_intro', [
                    'montant' => $this->facture->montantEnEuros(),
                    'mois' => $this->facture->mois,
                ]),
                'signature' => __('factures.signature'),
            ],
        );
    }
}
