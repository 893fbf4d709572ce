<?php

use App\Models\Invoice;
use App\Models\User;

function csvRows(string $body): array
{
    $body = preg_replace('/^\xEF\xBB\xBF/', '', $body);
    $lines = array_values(array_filter(explode("\n", trim($body))));

    return array_map(fn ($line) => str_getcsv($line, ';'), array_slice($lines, 1));
}

it('exports only paid invoices of the current team', function () {
    $user = User::factory()->withTeam()->create();
    $team = $user->currentTeam->id;
    Invoice::factory()->paid()->count(2)->create(['team_id' => $team]);
    Invoice::factory()->draft()->create(['team_id' => $team]);
    Invoice::factory()->paid()->create(); // another team

    $response = $this->actingAs($user)->get('/invoices/export');

    $response->assertOk();
    expect(csvRows($response->streamedContent()))->toHaveCount(2);
});

it('requires login', function () {
    $this->get('/invoices/export')->assertRedirect('/login');
});
