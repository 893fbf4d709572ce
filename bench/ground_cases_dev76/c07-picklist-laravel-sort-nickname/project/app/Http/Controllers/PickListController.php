<?php

namespace App\Http\Controllers;

use App\Models\OrderLine;
use App\Models\PickList;
use App\Services\PickListBuilder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class PickListController extends Controller
{
    public function __construct(private readonly PickListBuilder $builder)
    {
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate([
            'wave_no' => ['required', 'string', 'max:32'],
            'order_nos' => ['required', 'array', 'min:1'],
            'order_nos.*' => ['string'],
        ]);

        $lines = OrderLine::query()
            ->whereIn('order_no', $data['order_nos'])
            ->where('status', 'allocated')
            ->get();

        $items = $this->builder->build($lines);
        $pickList = PickList::create(['wave_no' => $data['wave_no'], 'items' => $items]);

        return response()->json([
            'id' => $pickList->id,
            'wave_no' => $pickList->wave_no,
            'items' => $items,
            'total_qty' => $this->builder->totalQty($items),
        ], 201);
    }
}
