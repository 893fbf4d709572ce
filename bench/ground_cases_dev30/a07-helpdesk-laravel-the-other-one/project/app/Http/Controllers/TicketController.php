<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreTicketRequest;
use App\Models\Ticket;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\View\View;

class TicketController extends Controller
{
    public function index(Request $request): View
    {
        $tickets = $request->user()->isAgent()
            ? Ticket::with('author')->latest()->paginate(25)
            : $request->user()->tickets()->latest()->paginate(25);

        return view('tickets.index', compact('tickets'));
    }

    public function mine(Request $request): View
    {
        $tickets = Ticket::where('assignee_id', $request->user()->id)->open()->latest()->paginate(25);

        return view('tickets.index', compact('tickets'));
    }

    public function store(StoreTicketRequest $request): RedirectResponse
    {
        $ticket = $request->user()->tickets()->create($request->validated());

        return redirect()->route('tickets.show', $ticket)->with('status', 'Ticket created.');
    }

    public function show(Ticket $ticket): View
    {
        $this->authorize('view', $ticket);

        $ticket->load(['author', 'assignee', 'comments.author']);

        return view('tickets.show', compact('ticket'));
    }

    public function update(Request $request, Ticket $ticket): RedirectResponse
    {
        $this->authorize('update', $ticket);

        $ticket->update($request->all());

        return back()->with('status', 'Ticket updated.');
    }

    public function close(Request $request, Ticket $ticket): RedirectResponse
    {
        $this->authorize('close', $ticket);

        $ticket->update(['status' => Ticket::STATUS_CLOSED, 'closed_at' => now()]);

        return redirect()->route('tickets.index')->with('status', 'Ticket closed.');
    }
}
