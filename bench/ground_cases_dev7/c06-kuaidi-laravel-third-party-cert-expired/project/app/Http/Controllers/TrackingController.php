<?php

namespace App\Http\Controllers;

use App\Models\Shipment;
use App\Services\KuaidiClient;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\JsonResponse;

class TrackingController extends Controller
{
    public function show(string $orderNo, KuaidiClient $client): JsonResponse
    {
        $shipment = Shipment::where('order_no', $orderNo)->firstOrFail();

        if ($shipment->last_synced_at && $shipment->last_synced_at->gt(now()->subMinutes(10))) {
            return response()->json(['traces' => $shipment->traces, 'cached' => true]);
        }

        try {
            $traces = $client->track($shipment->carrier_code, $shipment->tracking_no);
        } catch (ConnectionException $e) {
            report($e);
            return response()->json(['traces' => $shipment->traces ?? [], 'cached' => true, 'stale' => true]);
        }

        $shipment->update(['traces' => $traces, 'last_synced_at' => now()]);

        return response()->json(['traces' => $traces, 'cached' => false]);
    }
}
