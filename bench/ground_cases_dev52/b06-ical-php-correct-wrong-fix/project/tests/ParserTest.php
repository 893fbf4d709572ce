<?php

declare(strict_types=1);

namespace Ical\Tests;

use Ical\Parser;
use PHPUnit\Framework\TestCase;

final class ParserTest extends TestCase
{
    private const ICS = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a1\r\nSUMMARY:Standup\, daily\r\n"
        . "DTSTART;TZID=Asia/Tokyo:20250310T093000\r\nDTEND;TZID=Asia/Tokyo:20250310T094500\r\n"
        . "END:VEVENT\r\nBEGIN:VEVENT\r\nUID:a2\r\nSUMMARY:Holiday\r\nDTSTART;VALUE=DATE:20250320\r\n"
        . "END:VEVENT\r\nEND:VCALENDAR\r\n";

    public function testTimedEvent(): void
    {
        [$e] = (new Parser())->parse(self::ICS);
        self::assertSame('Standup, daily', $e->summary);
        self::assertSame('2025-03-10T09:30:00+09:00', $e->start->format(DATE_ATOM));
        self::assertSame(15, $e->durationMinutes());
    }

    public function testAllDayEvent(): void
    {
        [, $e] = (new Parser())->parse(self::ICS);
        self::assertTrue($e->allDay);
        self::assertSame('2025-03-20', $e->start->format('Y-m-d'));
    }

    public function testAllDayEventKeepsDayInDefaultZone(): void
    {
        [, $e] = (new Parser(new \DateTimeZone('Asia/Tokyo')))->parse(self::ICS);
        self::assertSame('2025-03-20T00:00:00+09:00', $e->start->format(DATE_ATOM));
    }

    public function testFoldedLines(): void
    {
        $ics = "BEGIN:VEVENT\r\nUID:x\r\nSUMMARY:long\r\n  title\r\nDTSTART:20250101T000000Z\r\nEND:VEVENT\r\n";
        self::assertSame('long title', (new Parser())->parse($ics)[0]->summary);
    }
}
