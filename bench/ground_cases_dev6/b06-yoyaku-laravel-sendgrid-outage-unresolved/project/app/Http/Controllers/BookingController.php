<?php

namespace App\Http\Controllers;

use App\Jobs\SendBookingConfirmation;
use App\Models\Booking;
use Illuminate\Http\Request;

class BookingController extends Controller
{
    public function store(Request $request)
    {
        $data = $request->validate([
            'customer_name' => ['required', 'string', 'max:100'],
            'customer_email' => ['required', 'email'],
            'menu_id' => ['required', 'exists:menus,id'],
            'stylist_id' => ['nullable', 'exists:stylists,id'],
            'starts_at' => ['required', 'date', 'after:now'],
        ]);

        $booking = Booking::create($data + ['ends_at' => now()->parse($data['starts_at'])->addHour()]);
        SendBookingConfirmation::dispatch($booking);

        return redirect()->route('bookings.thanks', $booking);
    }
}
