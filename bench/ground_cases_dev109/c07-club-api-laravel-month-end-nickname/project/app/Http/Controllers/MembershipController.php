<?php

namespace App\Http\Controllers;

use App\Models\Member;
use App\Services\MembershipService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class MembershipController extends Controller
{
    public function __construct(private MembershipService $service)
    {
    }

    public function show(Request $request): JsonResponse
    {
        $member = Member::firstWhere('user_id', $request->user()->id);

        return response()->json([
            'level' => $member?->level,
            'active' => $member?->isActive() ?? false,
            'expires_at' => $member?->expires_at?->toIso8601String(),
        ]);
    }

    public function renew(Request $request): JsonResponse
    {
        $data = $request->validate([
            'plan' => 'sometimes|string|in:monthly,yearly',
        ]);
        $plan = $data['plan'] ?? 'monthly';
        $member = Member::where('user_id', $request->user()->id)->firstOrFail();

        $member = DB::transaction(function () use ($member, $plan) {
            $locked = Member::whereKey($member->id)->lockForUpdate()->first();

            return $this->service->renew($locked, $plan);
        });

        return response()->json([
            'expires_at' => $member->expires_at->toIso8601String(),
            'charged' => $this->service->priceFor($member->level, $plan),
        ]);
    }
}
