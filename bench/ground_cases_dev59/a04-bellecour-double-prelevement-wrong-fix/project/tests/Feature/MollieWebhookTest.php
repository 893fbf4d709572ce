<?php

namespace Tests\Feature;

use App\Models\Facture;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Support\Facades\Mail;
use Mollie\Api\MollieApiClient;
use Tests\TestCase;

class MollieWebhookTest extends TestCase
{
    use RefreshDatabase;

    public function test_paiement_reussi_marque_la_facture_payee(): void
    {
        Mail::fake();
        $facture = Facture::factory()->create(['statut' => 'ouverte', 'mollie_payment_id' => 'tr_test1']);
        $this->mock(MollieApiClient::class, function ($m) use ($facture) {
            $m->payments = \Mockery::mock();
            $m->payments->shouldReceive('get')->andReturn($this->fauxPaiement('paid', $facture->id));
        });

        $this->post('/webhooks/mollie', ['id' => 'tr_test1'])->assertOk();

        $this->assertSame('payee', $facture->fresh()->statut);
    }

    public function test_webhook_rappele_pour_un_echec_ne_cree_pas_deux_relances(): void
    {
        Mail::fake();
        $facture = Facture::factory()->create(['statut' => 'ouverte', 'mollie_payment_id' => 'tr_test1', 'tentatives' => 1]);
        $this->mock(MollieApiClient::class, function ($m) use ($facture) {
            $m->payments = \Mockery::mock();
            $m->payments->shouldReceive('get')->andReturn($this->fauxPaiement('failed', $facture->id));
            $m->payments->shouldReceive('create')->once()->andReturn((object) ['id' => 'tr_retry1']);
        });

        $this->post('/webhooks/mollie', ['id' => 'tr_test1'])->assertOk();
        $this->post('/webhooks/mollie', ['id' => 'tr_test1'])->assertOk();

        $this->assertSame(2, $facture->fresh()->tentatives);
        $this->assertSame('tr_retry1', $facture->fresh()->mollie_payment_id);
    }

    protected function fauxPaiement(string $statut, int $factureId): object
    {
        return new class($statut, $factureId) {
            public string $id = 'tr_test1';
            public object $metadata;
            public object $amount;
            public string $description = 'Cours Bellecour – Léa – 2025-10';
            public string $customerId = 'cst_test';
            public string $mandateId = 'mdt_test';
            public function __construct(private string $statut, int $factureId)
            {
                $this->metadata = (object) ['facture_id' => $factureId];
                $this->amount = (object) ['value' => '185.00', 'currency' => 'EUR'];
            }
            public function isPaid(): bool { return $this->statut === 'paid'; }
            public function isFailed(): bool { return $this->statut === 'failed'; }
        };
    }
}
