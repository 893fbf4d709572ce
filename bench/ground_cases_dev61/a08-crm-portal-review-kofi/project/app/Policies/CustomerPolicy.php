<?php

namespace App\Policies;

use App\Models\Customer;
use App\Models\User;

class CustomerPolicy
{
    public function viewAny(User $user): bool
    {
        return true;
    }

    public function create(User $user): bool
    {
        return $user->role !== 'viewer';
    }

    public function view(User $user, Customer $customer): bool
    {
        return $user->account_id === $customer->account_id;
    }

    public function update(User $user, Customer $customer): bool
    {
        return $user->account_id === $customer->account_id && $user->role !== 'viewer';
    }

    public function delete(User $user, Customer $customer): bool
    {
        return $user->account_id === $customer->account_id && $user->role === 'admin';
    }
}
