<?php

namespace App\Policies;

use App\Models\Invoice;
use App\Models\User;

class InvoicePolicy
{
    public function viewAny(User $user): bool
    {
        return $user->hasRole('accounting') || $user->hasRole('admin');
    }

    public function view(User $user, Invoice $invoice): bool
    {
        return $user->tenant_id === $invoice->tenant_id;
    }

    public function update(User $user, Invoice $invoice): bool
    {
        return $user->tenant_id === $invoice->tenant_id
            && $invoice->status === 'draft'
            && $user->hasRole('accounting');
    }

    public function delete(User $user, Invoice $invoice): bool
    {
        return $this->update($user, $invoice) && $user->hasRole('admin');
    }
}
