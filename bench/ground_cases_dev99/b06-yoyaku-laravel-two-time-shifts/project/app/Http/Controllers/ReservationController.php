<?php

namespace App\Http\Controllers;

use App\Mail\ReservationConfirmed;
use App\Models\Menu;
use App\Models\Reservation;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Mail;

class ReservationController extends Controller
{
    public function index(Request $request)
    {
        $reservations = Reservation::query()
            ->with(['menu', 'staff'])
            ->where('status', '!=', Reservation::STATUS_CANCELLED)
            ->whereDate('starts_at', '>=', today())
            ->orderBy('starts_at')
            ->paginate(30);

        return view('reservations.index', ['reservations' => $reservations]);
    }

    public function store(Request $request)
    {
        $data = $request->validate([
            'customer_name' => ['required', 'string', 'max:100'],
            'email' => ['required', 'email'],
            'phone' => ['nullable', 'string', 'max:20'],
            'menu_id' => ['required', 'exists:menus,id'],
            'staff_id' => ['nullable', 'exists:staff,id'],
            'date' => ['required', 'date_format:Y-m-d'],
            'time' => ['required', 'date_format:H:i'],
        ]);

        $menu = Menu::findOrFail($data['menu_id']);
        $startsAt = Carbon::parse($data['date'].' '.$data['time']);

        $reservation = Reservation::create([
            ...collect($data)->except(['date', 'time'])->all(),
            'starts_at' => $startsAt,
            'ends_at' => $startsAt->copy()->addMinutes($menu->duration_minutes),
            'status' => Reservation::STATUS_CONFIRMED,
            'source' => 'web',
        ]);

        Mail::to($reservation->email)->queue(new ReservationConfirmed($reservation));

        return redirect()->route('reservations.thanks', $reservation);
    }

    public function cancel(Reservation $reservation)
    {
        $reservation->update(['status' => Reservation::STATUS_CANCELLED]);

        return back()->with('status', '予約をキャンセルしました');
    }
}
