<?php

namespace App\Policies;

use App\Models\Order;
use App\Models\User;

/**
 * Merchant staff may only see the orders of their own merchant.
 * Admins (platform operators) can see everything.
 */
class OrderPolicy
{
    public function before(User $user, string $ability): ?bool
    {
        return $user->is_admin ? true : null;
    }

    public function viewAny(User $user): bool
    {
        return $user->merchant_id !== null;
    }

    public function view(User $user, Order $order): bool
    {
        return $user->merchant_id === $order->merchant_id;
    }

    // TODO: update / delete abilities once merchants can edit orders
}
