<?php

use App\Models\Ticket;
use App\Models\User;

it('lists only my own tickets for customers', function () {
    $me = User::factory()->create();
    Ticket::factory()->for($me, 'author')->count(2)->create();
    Ticket::factory()->count(3)->create();

    $this->actingAs($me)->get('/tickets')->assertOk()->assertViewHas('tickets', fn ($t) => $t->total() === 2);
});

it('lets a customer open a ticket', function () {
    $me = User::factory()->create();

    $this->actingAs($me)
        ->post('/tickets', ['subject' => 'Cannot log in', 'body' => 'Since this morning.'])
        ->assertRedirect();

    expect(Ticket::where('user_id', $me->id)->count())->toBe(1);
});

it('does not show other customers\' tickets', function () {
    $ticket = Ticket::factory()->create();

    $this->actingAs(User::factory()->create())->get("/tickets/{$ticket->id}")->assertForbidden();
    $this->actingAs($ticket->author)->get("/tickets/{$ticket->id}")->assertOk();
    $this->actingAs(User::factory()->agent()->create())->get("/tickets/{$ticket->id}")->assertOk();
});

it('only agents can close', function () {
    $ticket = Ticket::factory()->create();

    $this->actingAs($ticket->author)->post("/tickets/{$ticket->id}/close")->assertForbidden();
    $this->actingAs(User::factory()->agent()->create())->post("/tickets/{$ticket->id}/close")->assertRedirect();
});
