<?php

declare(strict_types=1);

namespace Roomie\Service;

use DateTimeImmutable;
use Roomie\Domain\Booking;
use Roomie\Repository\BookingRepository;

final class AvailabilityService
{
    private const MAX_HOURS = 4;

    /** @param array<string, array{0: string, 1: string}|null> $openingHours */
    public function __construct(private BookingRepository $bookings, private array $openingHours)
    {
    }

    /** Why a booking can't be made, or null when it can. */
    public function check(int $roomId, DateTimeImmutable $start, DateTimeImmutable $end): ?string
    {
        if ($end <= $start) {
            return 'The end must be after the start.';
        }
        if (($end->getTimestamp() - $start->getTimestamp()) > self::MAX_HOURS * 3600) {
            return sprintf('Rooms can be booked for at most %d hours.', self::MAX_HOURS);
        }
        if (!$this->withinOpeningHours($start, $end)) {
            return 'The library is closed at that time.';
        }
        if ($this->bookings->findOverlapping($roomId, $start, $end) !== []) {
            return 'The room is already booked at that time.';
        }
        return null;
    }

    public function book(int $roomId, string $userId, DateTimeImmutable $start, DateTimeImmutable $end): Booking
    {
        $error = $this->check($roomId, $start, $end);
        if ($error !== null) {
            throw new BookingRejected($error);
        }
        $booking = new Booking($roomId, $userId, $start, $end);
        $booking->id = $this->bookings->insert($booking);
        return $booking;
    }

    private function withinOpeningHours(DateTimeImmutable $start, DateTimeImmutable $end): bool
    {
        if ($start->format('Y-m-d') !== $end->format('Y-m-d')) {
            return false;
        }
        $hours = $this->openingHours[strtolower($start->format('D'))] ?? null;
        if ($hours === null) {
            return false;
        }
        [$open, $close] = $hours;
        return $start->format('H:i') >= $open && $end->format('H:i') <= $close;
    }
}
