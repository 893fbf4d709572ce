<?php

namespace App\Http\Controllers;

use App\Events\BookingCreated;
use App\Http\Requests\StoreBookingRequest;
use App\Http\Resources\BookingResource;
use App\Models\Booking;
use App\Models\Resource;
use App\Services\SlotService;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class BookingController extends Controller
{
    public function index(Request $request, SlotService $slots): JsonResponse
    {
        $resource = Resource::findOrFail($request->integer('resource_id'));
        $day = CarbonImmutable::parse($request->input('date', 'today'));

        return response()->json([
            'resource_id' => $resource->id,
            'date' => $day->toDateString(),
            'free' => $slots->freeSlots($resource, $day)->map->toIso8601String()->values(),
        ]);
    }

    public function store(StoreBookingRequest $request, SlotService $slots): JsonResponse
    {
        $start = CarbonImmutable::parse($request->input('starts_at'));
        $end = $start->addMinutes($request->integer('minutes', SlotService::SLOT_MINUTES));

        $booking = DB::transaction(function () use ($request, $slots, $start, $end) {
            // 锁住会议室这一行，同一会议室的预约串行执行
            $resource = Resource::whereKey($request->integer('resource_id'))->lockForUpdate()->firstOrFail();

            if (! $slots->isAvailable($resource, $start, $end)) {
                return null;
            }

            return Booking::create([
                'resource_id' => $resource->id,
                'user_id' => $request->user()->id,
                'starts_at' => $start,
                'ends_at' => $end,
                'status' => Booking::STATUS_PENDING,
                'note' => $request->input('note'),
            ]);
        });

        if ($booking === null) {
            return response()->json(['message' => '该时段已被预约'], 409);
        }

        BookingCreated::dispatch($booking);

        return response()->json(new BookingResource($booking), 201);
    }

    public function cancel(Request $request, Booking $booking): JsonResponse
    {
        abort_unless($booking->user_id === $request->user()->id, 403);
        $booking->update(['status' => Booking::STATUS_CANCELLED]);

        return response()->json(new BookingResource($booking));
    }
}
