<?php

declare(strict_types=1);

namespace Ical;

use DateTimeImmutable;
use DateTimeZone;

final class Parser
{
    private DateTimeZone $defaultTz;

    public function __construct(?DateTimeZone $defaultTz = null)
    {
        $this->defaultTz = $defaultTz ?? new DateTimeZone('UTC');
    }

    /** @return list<Event> */
    public function parse(string $ics): array
    {
        $lines = preg_split('/\r\n|\n/', preg_replace('/\r?\n[ \t]/', '', $ics));
        $events = [];
        $cur = null;
        foreach ($lines as $line) {
            if ($line === 'BEGIN:VEVENT') {
                $cur = [];
            } elseif ($line === 'END:VEVENT' && $cur !== null) {
                $events[] = $this->toEvent($cur);
                $cur = null;
            } elseif ($cur !== null && str_contains($line, ':')) {
                [$head, $value] = explode(':', $line, 2);
                [$name, $params] = array_pad(explode(';', $head, 2), 2, '');
                $cur[strtoupper($name)] = [$params, $this->unescape($value)];
            }
        }
        return $events;
    }

    /** @param array<string, array{string, string}> $p */
    private function toEvent(array $p): Event
    {
        [$start, $allDay] = $this->parseDate(...$p['DTSTART']);
        $end = isset($p['DTEND']) ? $this->parseDate(...$p['DTEND'])[0] : null;
        return new Event(
            $p['UID'][1] ?? bin2hex(random_bytes(8)),
            $p['SUMMARY'][1] ?? '',
            $start,
            $end,
            $allDay,
            $p['LOCATION'][1] ?? null,
            $p['DESCRIPTION'][1] ?? null,
        );
    }

    /** @return array{DateTimeImmutable, bool} */
    private function parseDate(string $params, string $value): array
    {
        if (str_contains($params, 'VALUE=DATE') && !str_contains($params, 'VALUE=DATE-TIME')) {
            // A DATE has no time zone: it is that calendar day wherever the reader is (#34).
            $d = DateTimeImmutable::createFromFormat('!Ymd', $value, $this->defaultTz);
            return [$d, true];
        }
        if (str_ends_with($value, 'Z')) {
            return [new DateTimeImmutable($value, new DateTimeZone('UTC')), false];
        }
        $tz = preg_match('/TZID=([^;]+)/', $params, $m) ? new DateTimeZone($m[1]) : $this->defaultTz;
        return [new DateTimeImmutable($value, $tz), false];
    }

    private function unescape(string $v): string
    {
        return strtr($v, ['\\n' => "\n", '\\N' => "\n", '\\,' => ',', '\\;' => ';', '\\\\' => '\\']);
    }
}
