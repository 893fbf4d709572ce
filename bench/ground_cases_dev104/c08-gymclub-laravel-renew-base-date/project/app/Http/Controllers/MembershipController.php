<?php

namespace App\Http\Controllers;

use App\Models\Membership;
use App\Services\MembershipService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class MembershipController extends Controller
{
    public function __construct(private readonly MembershipService $memberships)
    {
    }

    public function store(Request $request): JsonResponse
    {
        $data = $request->validate(['plan' => 'required|in:monthly,quarterly,yearly']);
        $membership = $this->memberships->start($request->user(), $data['plan']);

        return response()->json($membership, 201);
    }

    public function renew(Request $request, Membership $membership): JsonResponse
    {
        abort_unless($membership->user_id === $request->user()->id, 404);
        $data = $request->validate(['plan' => 'required|in:monthly,quarterly,yearly']);

        return response()->json($this->memberships->renew($membership, $data['plan']));
    }

    public function destroy(Request $request, Membership $membership): JsonResponse
    {
        abort_unless($membership->user_id === $request->user()->id, 404);
        $this->memberships->cancel($membership);

        return response()->json(['status' => 'cancelled']);
    }
}
