<?php

namespace App\Policies;

use App\Models\Ticket;
use App\Models\User;

class TicketPolicy
{
    public function view(User $user, Ticket $ticket): bool
    {
        return $user->isAgent() || $ticket->user_id === $user->id;
    }

    /** Customers may edit the subject/body of their own open tickets; agents anything. */
    public function update(User $user, Ticket $ticket): bool
    {
        if ($user->isAgent()) {
            return true;
        }

        return $ticket->user_id === $user->id && $ticket->status !== Ticket::STATUS_CLOSED;
    }

    public function close(User $user, Ticket $ticket): bool
    {
        return $user->isAgent();
    }
}
