<?php

namespace Tests\Feature;

use App\Jobs\SendBookingConfirmation;
use App\Models\Booking;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\Client\RequestException;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class SendBookingConfirmationTest extends TestCase
{
    use RefreshDatabase;

    public function test_marks_booking_as_sent(): void
    {
        Http::fake(['api.sendgrid.com/*' => Http::response('', 202)]);
        $booking = Booking::factory()->create();

        SendBookingConfirmation::dispatchSync($booking);

        $this->assertNotNull($booking->fresh()->confirmation_sent_at);
    }

    public function test_throws_on_server_error_so_the_queue_retries(): void
    {
        Http::fake(['api.sendgrid.com/*' => Http::response(['errors' => [['message' => 'Service Unavailable']]], 503)]);
        $booking = Booking::factory()->create();

        $this->expectException(RequestException::class);
        SendBookingConfirmation::dispatchSync($booking);
    }
}
