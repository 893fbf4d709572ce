<?php

namespace App\Http\Controllers;

use App\Jobs\PrintLabelJob;
use App\Models\Shipment;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Storage;

class LabelController extends Controller
{
    public function store(Shipment $shipment): JsonResponse
    {
        abort_if($shipment->rate_id === null, 422, 'Pick a rate first.');
        PrintLabelJob::dispatch($shipment);

        return response()->json(['queued' => true], 202);
    }

    public function show(Shipment $shipment)
    {
        abort_unless($shipment->label_path && Storage::exists($shipment->label_path), 404);

        $name = $shipment->tracking_number
            ? "label-{$shipment->id}-{$shipment->tracking_number}.zpl"
            : "label-{$shipment->id}.zpl";

        return Storage::download($shipment->label_path, $name);
    }
}
