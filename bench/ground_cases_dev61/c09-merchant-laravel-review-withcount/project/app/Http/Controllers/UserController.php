<?php

namespace App\Http\Controllers;

use App\Http\Resources\OrderResource;
use App\Models\Order;
use App\Models\User;
use Illuminate\Http\Request;

class UserController extends Controller
{
    public function update(Request $request, User $user)
    {
        abort_unless($request->user()->is($user), 403);

        $data = $request->validate([
            'name' => ['sometimes', 'string', 'max:40'],
            'phone' => ['sometimes', 'regex:/^1\d{10}$/'],
            'avatar_url' => ['sometimes', 'url'],
        ]);

        $user->update($data);

        return response()->json($user->fresh());
    }

    public function orders(Request $request, User $user)
    {
        abort_unless($request->user()->is($user), 403);

        $orders = Order::with('items')
            ->where('user_id', $user->id)
            ->latest()
            ->limit(10)
            ->get();

        return OrderResource::collection($orders);
    }
}
