<?php

namespace App\Policies;

use App\Models\Invoice;
use App\Models\User;

class InvoicePolicy
{
    /**
     * Support staff can see every invoice; customers only their own.
     */
    public function before(User $user, string $ability): ?bool
    {
        return $user->is_support ? true : null;
    }

    public function view(User $user, Invoice $invoice): bool
    {
        return $invoice->user_id === $user->id;
    }

    public function void(User $user, Invoice $invoice): bool
    {
        return false;
    }
}
