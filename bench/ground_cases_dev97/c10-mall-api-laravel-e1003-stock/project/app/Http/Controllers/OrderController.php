<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreOrderRequest;
use App\Services\InventoryService;
use App\Services\OrderService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class OrderController extends Controller
{
    public function __construct(
        private readonly InventoryService $inventory,
        private readonly OrderService $orders,
    ) {
    }

    public function store(StoreOrderRequest $request): JsonResponse
    {
        $data = $request->validated();

        foreach ($data['items'] as $item) {
            $this->inventory->reserve($item['sku'], (int) $item['qty']);
        }
        $order = $this->orders->create($request->user(), $data);

        return response()->json($order, 201);
    }

    public function show(Request $request, int $id): JsonResponse
    {
        $order = $this->orders->findForUser($request->user(), $id);

        return response()->json($order);
    }
}
