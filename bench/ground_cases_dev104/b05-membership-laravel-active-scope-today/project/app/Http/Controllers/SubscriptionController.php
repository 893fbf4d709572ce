<?php

namespace App\Http\Controllers;

use App\Models\Subscription;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class SubscriptionController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $query = Subscription::query()->with('user')->orderBy('ends_on');

        if ($plan = $request->query('plan')) {
            $query->forPlan($plan);
        }

        match ($request->query('status')) {
            'active' => $query->active(),
            'expired' => $query->expired(),
            null => null,
            default => abort(422, 'status must be active or expired'),
        };

        $perPage = min(max((int) $request->query('per_page', 20), 1), 100);

        return response()->json($query->paginate($perPage));
    }

    public function show(Subscription $subscription): JsonResponse
    {
        return response()->json($subscription->load('user'));
    }

    public function cancel(Subscription $subscription): JsonResponse
    {
        $subscription->update(['auto_renew' => false]);

        return response()->json([
            'id' => $subscription->id,
            'auto_renew' => false,
            'ends_on' => $subscription->ends_on->toDateString(),
        ]);
    }
}
