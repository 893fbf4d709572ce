<?php

namespace App\Http\Controllers;

use App\Models\Shift;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;

class ShiftController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $validated = $request->validate([
            'store_id' => ['required', 'integer'],
            'week' => ['required_without_all:from,to', 'regex:/^\d{4}-W\d{2}$/'],
            'from' => ['required_without:week', 'date'],
            'to' => ['required_without:week', 'date', 'after:from'],
        ]);

        if (isset($validated['week'])) {
            [$year, $week] = explode('-W', $validated['week']);
            $from = Carbon::now()->setISODate((int) $year, (int) $week)->startOfWeek();
            $to = $from->copy()->addWeek();
        } else {
            $from = Carbon::parse($validated['from']);
            $to = Carbon::parse($validated['to']);
        }

        $shifts = Shift::query()
            ->with('user:id,name')
            ->where('store_id', $validated['store_id'])
            ->between($from, $to)
            ->orderBy('starts_at')
            ->get();

        return response()->json(['data' => $shifts]);
    }

    public function mine(Request $request): JsonResponse
    {
        $shifts = Shift::query()
            ->where('user_id', $request->user()->id)
            ->where('starts_at', '>=', now()->startOfDay())
            ->orderBy('starts_at')
            ->limit(50)
            ->get();

        return response()->json(['data' => $shifts]);
    }

    public function store(Request $request): JsonResponse
    {
        $validated = $request->validate([
            'user_id' => ['required', 'integer', 'exists:users,id'],
            'store_id' => ['required', 'integer', 'exists:stores,id'],
            'starts_at' => ['required', 'date'],
            'ends_at' => ['required', 'date', 'after:starts_at'],
            'role' => ['required', 'in:hall,kitchen,cashier'],
            'note' => ['nullable', 'string', 'max:200'],
        ]);

        return response()->json(['data' => Shift::create($validated)], 201);
    }
}
