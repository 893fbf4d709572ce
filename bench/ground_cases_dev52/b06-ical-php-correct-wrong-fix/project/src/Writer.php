<?php

declare(strict_types=1);

namespace Ical;

use DateTimeImmutable;
use DateTimeInterface;
use DateTimeZone;

final class Writer
{
    public function __construct(private string $prodId = '-//yu-tanaka//ical//EN')
    {
    }

    /** @param iterable<Event> $events */
    public function write(iterable $events): string
    {
        $out = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:' . $this->prodId, 'CALSCALE:GREGORIAN'];
        $stamp = gmdate('Ymd\THis\Z');
        foreach ($events as $e) {
            $out[] = 'BEGIN:VEVENT';
            $out[] = 'UID:' . $e->uid;
            $out[] = 'DTSTAMP:' . $stamp;
            $out[] = 'DTSTART' . $this->formatDate($e->start, $e->allDay);
            if ($e->end !== null) {
                $out[] = 'DTEND' . $this->formatDate($e->end, $e->allDay);
            }
            $out[] = 'SUMMARY:' . $this->escape($e->summary);
            if ($e->location !== null) {
                $out[] = 'LOCATION:' . $this->escape($e->location);
            }
            if ($e->description !== null) {
                $out[] = 'DESCRIPTION:' . $this->escape($e->description);
            }
            $out[] = 'END:VEVENT';
        }
        $out[] = 'END:VCALENDAR';
        return implode("\r\n", array_map([$this, 'fold'], $out)) . "\r\n";
    }

    private function formatDate(DateTimeInterface $dt, bool $allDay): string
    {
        if ($allDay) {
            $date = DateTimeImmutable::createFromInterface($dt)->setTimezone(new DateTimeZone('UTC'));
            return ';VALUE=DATE:' . $date->format('Ymd');
        }
        $utc = DateTimeImmutable::createFromInterface($dt)->setTimezone(new DateTimeZone('UTC'));
        return ':' . $utc->format('Ymd\THis\Z');
    }

    private function escape(string $v): string
    {
        return strtr($v, ['\\' => '\\\\', ';' => '\\;', ',' => '\\,', "\n" => '\\n']);
    }

    /** RFC 5545 3.1: lines longer than 75 octets are folded. */
    private function fold(string $line): string
    {
        if (strlen($line) <= 75) {
            return $line;
        }
        $parts = [];
        while (strlen($line) > 75) {
            $cut = 75;
            while ($cut > 0 && (ord($line[$cut]) & 0xC0) === 0x80) {
                $cut--; // do not split a UTF-8 sequence
            }
            $parts[] = substr($line, 0, $cut);
            $line = ' ' . substr($line, $cut);
        }
        $parts[] = $line;
        return implode("\r\n", $parts);
    }
}
