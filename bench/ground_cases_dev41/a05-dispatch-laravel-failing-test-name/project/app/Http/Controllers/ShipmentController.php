<?php

namespace App\Http\Controllers;

use App\Models\Shipment;
use App\Services\DispatchDateCalculator;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Validation\Rule;

class ShipmentController extends Controller
{
    public function __construct(private readonly DispatchDateCalculator $calculator)
    {
    }

    public function index(Request $request): JsonResponse
    {
        if ($request->filled('carrier')) {
            $request->merge(['carrier' => strtolower($request->query('carrier'))]);
        }

        $validated = $request->validate([
            'status' => ['nullable', Rule::in(Shipment::STATUSES)],
            'carrier' => ['nullable', Rule::in(array_keys(config('shipping.carriers')))],
            'from' => ['nullable', 'date'],
            'to' => ['nullable', 'date', 'after_or_equal:from'],
            'per_page' => ['nullable', 'integer', 'between:1,100'],
        ]);

        $query = Shipment::query()->with('order')->latest('created_at');

        if (isset($validated['status'])) {
            $query->where('status', $validated['status']);
        }
        if (isset($validated['carrier'])) {
            $query->where('carrier', $validated['carrier']);
        }
        if (isset($validated['from'])) {
            $query->whereDate('dispatch_on', '>=', $validated['from']);
        }
        if (isset($validated['to'])) {
            $query->whereDate('dispatch_on', '<=', $validated['to']);
        }

        return response()->json($query->paginate($validated['per_page'] ?? 25));
    }

    public function store(Request $request): JsonResponse
    {
        $validated = $request->validate([
            'order_id' => ['required', 'exists:orders,id'],
            'carrier' => ['required', Rule::in(array_keys(config('shipping.carriers')))],
            'service' => ['required', 'string'],
        ]);

        $dispatch = $this->calculator->dispatchDate(CarbonImmutable::now());
        $transit = config("shipping.carriers.{$validated['carrier']}.services.{$validated['service']}");
        abort_if($transit === null, 422, 'Unknown service for this carrier.');

        $shipment = Shipment::create($validated + [
            'status' => 'pending',
            'dispatch_on' => $dispatch->toDateString(),
            'estimated_delivery_on' => $this->calculator->estimatedDelivery($dispatch, $transit)->toDateString(),
        ]);

        return response()->json($shipment, 201);
    }
}
