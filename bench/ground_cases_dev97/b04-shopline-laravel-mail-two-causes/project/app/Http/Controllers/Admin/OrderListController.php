<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Models\Order;
use Illuminate\Http\Request;
use Illuminate\View\View;

class OrderListController extends Controller
{
    private const PER_PAGE = 50;

    public function index(Request $request): View
    {
        $query = Order::with('customer', 'items')->latest();

        if ($status = $request->query('status')) {
            $query->where('status', $status);
        }

        if ($q = $request->query('q')) {
            $query->whereHas('customer', fn ($c) => $c->where('email', 'like', "%{$q}%"));
        }

        return view('admin.orders.index', [
            'orders' => $query->paginate(self::PER_PAGE)->withQueryString(),
            'status' => $status,
            'q' => $q,
        ]);
    }
}
