<?php

namespace App\Http\Controllers;

use App\Exceptions\LeaveException;
use App\Http\Requests\StoreLeaveRequest;
use App\Models\LeaveRequest;
use App\Services\LeaveService;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class LeaveRequestController extends Controller
{
    public function __construct(private readonly LeaveService $leaves)
    {
    }

    public function index(Request $request): JsonResponse
    {
        $items = LeaveRequest::query()
            ->where('employee_id', $request->user()->employee_id)
            ->latest('start_date')
            ->paginate(20);

        return response()->json($items);
    }

    public function store(StoreLeaveRequest $request): JsonResponse
    {
        try {
            $leave = $this->leaves->submit($request->user()->employee, $request->validated());
        } catch (LeaveException $e) {
            return response()->json(['message' => $e->getMessage()], 422);
        }

        return response()->json($leave, 201);
    }
}
