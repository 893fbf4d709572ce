<?php

namespace App\Http\Controllers\Portal;

use App\Http\Controllers\Controller;
use App\Models\Appointment;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class AppointmentController extends Controller
{
    public function index(Request $request): JsonResponse
    {
        $appointments = Appointment::query()
            ->with(['clinic', 'practitioner'])
            ->where('patient_id', $request->user()->patient_id)
            ->where('starts_at', '>=', now()->subDays(30))
            ->orderBy('starts_at')
            ->get();

        return response()->json([
            'data' => $appointments->map(fn (Appointment $appointment) => [
                'id' => $appointment->id,
                'service' => $appointment->service,
                'status' => $appointment->status,
                'clinic' => $appointment->clinic->name,
                'practitioner' => $appointment->practitioner->name,
                'starts_at_local' => $appointment->localStart()->toIso8601String(),
                'duration_minutes' => $appointment->duration_minutes,
                'can_cancel' => $appointment->isUpcoming() && $appointment->starts_at->diffInHours(now()) >= 24,
            ]),
        ]);
    }
}
