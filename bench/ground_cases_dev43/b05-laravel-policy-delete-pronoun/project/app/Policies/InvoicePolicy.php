<?php

namespace App\Policies;

use App\Models\Invoice;
use App\Models\User;

class InvoicePolicy
{
    public function viewAny(User $user): bool
    {
        return true;
    }

    // 管理者はサポートのために他社の請求書も閲覧できる
    public function view(User $user, Invoice $invoice): bool
    {
        return $this->sameCompany($user, $invoice) || $user->isAdmin();
    }

    public function create(User $user): bool
    {
        return $user->isAdmin() || $user->isAccountant();
    }

    public function update(User $user, Invoice $invoice): bool
    {
        if ($invoice->isIssued()) {
            return false; // 発行済みは編集不可（訂正は赤伝で）
        }

        return $this->sameCompany($user, $invoice)
            && ($user->isAdmin() || $user->isAccountant());
    }

    public function delete(User $user, Invoice $invoice): bool
    {
        if ($invoice->isIssued()) {
            return false;
        }

        return $this->sameCompany($user, $invoice) || $user->isAdmin() || $user->isAccountant();
    }

    public function download(User $user, Invoice $invoice): bool
    {
        return $this->view($user, $invoice);
    }

    public function restore(User $user, Invoice $invoice): bool
    {
        return $this->sameCompany($user, $invoice) && $user->isAdmin();
    }

    public function forceDelete(User $user, Invoice $invoice): bool
    {
        return false;
    }

    private function sameCompany(User $user, Invoice $invoice): bool
    {
        return $user->company_id === $invoice->company_id;
    }
}
