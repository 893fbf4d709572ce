<?php

use App\Models\Invoice;
use App\Models\User;

it('lists only the current team\'s invoices', function () {
    $user = User::factory()->withTeam()->create();
    Invoice::factory()->count(2)->create(['team_id' => $user->currentTeam->id]);
    Invoice::factory()->create();

    $this->actingAs($user)
        ->get('/invoices')
        ->assertOk()
        ->assertViewHas('invoices', fn ($page) => $page->total() === 2);
});

it('hides another team\'s invoice', function () {
    $user = User::factory()->withTeam()->create();
    $other = Invoice::factory()->create();

    $this->actingAs($user)->get("/invoices/{$other->id}")->assertNotFound();
});

it('lists overdue invoices oldest first', function () {
    $user = User::factory()->withTeam()->create();
    $team = $user->currentTeam->id;
    Invoice::factory()->create(['team_id' => $team, 'due_at' => now()->subDays(3)]);
    Invoice::factory()->create(['team_id' => $team, 'due_at' => now()->subDays(10)]);
    Invoice::factory()->paid()->create(['team_id' => $team, 'due_at' => now()->subDays(20)]);

    $this->actingAs($user)
        ->get('/invoices/overdue')
        ->assertOk()
        ->assertViewHas('invoices', fn ($list) => $list->count() === 2);
});
