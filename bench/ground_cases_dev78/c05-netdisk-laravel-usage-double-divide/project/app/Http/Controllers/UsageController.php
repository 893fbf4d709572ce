<?php

namespace App\Http\Controllers;

use App\Services\StorageQuota;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class UsageController extends Controller
{
    public function __construct(private StorageQuota $quota)
    {
    }

    public function show(Request $request): JsonResponse
    {
        $user = $request->user();
        $used = $this->quota->usedBytes($user);
        $limit = $this->quota->limitBytes($user);

        return response()->json([
            'used' => intdiv($used, 1024),
            'limit' => $limit,
            'percent' => $limit > 0 ? round($used / $limit * 100, 1) : 0,
        ]);
    }
}
