<?php

declare(strict_types=1);

namespace Roomie\Tests;

use DateTimeImmutable;
use PDO;
use PHPUnit\Framework\TestCase;
use Roomie\Repository\BookingRepository;
use Roomie\Service\AvailabilityService;

final class AvailabilityServiceTest extends TestCase
{
    private AvailabilityService $service;

    protected function setUp(): void
    {
        $pdo = new PDO('sqlite::memory:');
        $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
        $pdo->exec("CREATE TABLE bookings (id INTEGER PRIMARY KEY, room_id INT, user_id TEXT, starts_at TEXT, ends_at TEXT, status TEXT DEFAULT 'confirmed')");
        $pdo->exec("INSERT INTO bookings (room_id, user_id, starts_at, ends_at) VALUES (214, 'A100', '2024-03-05 10:00:00', '2024-03-05 12:00:00')");
        $hours = require __DIR__ . '/../config/opening_hours.php';
        $this->service = new AvailabilityService(new BookingRepository($pdo), $hours);
    }

    private function check(string $start, string $end): ?string
    {
        return $this->service->check(214, new DateTimeImmutable($start), new DateTimeImmutable($end));
    }

    public function testFreeSlotIsAccepted(): void
    {
        $this->assertNull($this->check('2024-03-05 13:00', '2024-03-05 15:00'));
    }

    public function testSameSlotIsRejected(): void
    {
        $this->assertSame('The room is already booked at that time.', $this->check('2024-03-05 10:00', '2024-03-05 12:00'));
    }

    public function testSurroundingSlotIsRejected(): void
    {
        $this->assertSame('The room is already booked at that time.', $this->check('2024-03-05 09:00', '2024-03-05 13:00'));
    }

    public function testClosedOnSunday(): void
    {
        $this->assertSame('The library is closed at that time.', $this->check('2024-03-10 11:00', '2024-03-10 12:00'));
    }

    public function testBackToBackIsAccepted(): void
    {
        $this->assertNull($this->check('2024-03-05 12:00', '2024-03-05 14:00'));
    }
}
