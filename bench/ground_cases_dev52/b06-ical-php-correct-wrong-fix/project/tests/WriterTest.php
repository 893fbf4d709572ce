<?php

declare(strict_types=1);

namespace Ical\Tests;

use DateTimeImmutable;
use DateTimeZone;
use Ical\Event;
use Ical\Writer;
use PHPUnit\Framework\TestCase;

final class WriterTest extends TestCase
{
    public function testTimedEventIsWrittenInUtc(): void
    {
        $start = new DateTimeImmutable('2025-03-10 09:30', new DateTimeZone('Asia/Tokyo'));
        $ics = (new Writer())->write([new Event('a1', 'Standup', $start, $start->modify('+15 minutes'))]);
        self::assertStringContainsString("DTSTART:20250310T003000Z\r\n", $ics);
        self::assertStringContainsString("DTEND:20250310T004500Z\r\n", $ics);
    }

    public function testAllDayEventInUtc(): void
    {
        $day = new DateTimeImmutable('2025-03-20', new DateTimeZone('UTC'));
        $ics = (new Writer())->write([Event::allDay('h1', 'Holiday', $day)]);
        self::assertStringContainsString("DTSTART;VALUE=DATE:20250320\r\n", $ics);
        self::assertStringContainsString("DTEND;VALUE=DATE:20250321\r\n", $ics);
    }

    public function testEscapingAndFolding(): void
    {
        $start = new DateTimeImmutable('2025-01-01T00:00:00Z');
        $ics = (new Writer())->write([new Event('x', str_repeat('あ', 40) . ', ok', $start)]);
        self::assertStringContainsString('\\, ok', str_replace("\r\n ", '', $ics));
        foreach (explode("\r\n", $ics) as $line) {
            self::assertLessThanOrEqual(75, strlen($line));
        }
    }
}
