<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;

/**
 * Facture mensuelle d'un élève (cours de soutien).
 *
 * statut : ouverte (prélèvement lancé) | payee | echouee | annulee
 * montant : en centimes, TTC (l'association n'est pas assujettie à la TVA)
 */
class Facture extends Model
{
    protected $fillable = [
        'eleve_id', 'mois', 'montant', 'statut', 'mollie_payment_id', 'tentatives', 'payee_le',
    ];

    protected $casts = [
        'payee_le' => 'datetime',
        'tentatives' => 'integer',
    ];

    public function eleve(): BelongsTo
    {
        return $this->belongsTo(Eleve::class);
    }

    public function estPayee(): bool
    {
        return $this->statut === 'payee';
    }

    public function montantEnEuros(): string
    {
        return number_format($this->montant / 100, 2, ',', ' ') . ' €';
    }
}
