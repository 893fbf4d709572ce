<?php

namespace App\Policies;

use App\Models\Order;
use App\Models\User;

class OrderPolicy
{
    public function view(User $user, Order $order): bool
    {
        return $user->shop_id === $order->shop_id;
    }

    public function update(User $user, Order $order): bool
    {
        if ($user->shop_id !== $order->shop_id) {
            return false;
        }

        return in_array($user->role, [User::ROLE_MANAGER, User::ROLE_OWNER], true);
    }

    public function refund(User $user, Order $order): bool
    {
        return $user->canManageShop($order->shop_id);
    }
}
