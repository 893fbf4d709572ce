<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Resources\AdminOrderResource;
use App\Models\Order;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function index(Request $request)
    {
        $query = Order::query()
            ->with(['customer', 'items'])
            ->latest();

        if ($status = $request->query('status')) {
            $query->where('status', $status);
        }
        if ($q = $request->query('q')) {
            $query->where(function ($w) use ($q) {
                $w->where('number', 'like', "%{$q}%")
                    ->orWhereHas('customer', fn ($c) => $c->where('phone', 'like', "%{$q}%"));
            });
        }

        $page = $query->paginate(min((int) $request->query('per_page', 20), 100));

        return AdminOrderResource::collection($page->items())
            ->response()
            ->header('X-Total-Count', $page->total());
    }

    public function show(Order $order)
    {
        return new AdminOrderResource($order->load(['customer', 'items', 'payments', 'refunds']));
    }
}
