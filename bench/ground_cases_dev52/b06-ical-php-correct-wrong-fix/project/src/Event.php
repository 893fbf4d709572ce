<?php

declare(strict_types=1);

namespace Ical;

use DateTimeImmutable;

final class Event
{
    /** @param array<string, string> $extra */
    public function __construct(
        public string $uid,
        public string $summary,
        public DateTimeImmutable $start,
        public ?DateTimeImmutable $end = null,
        public bool $allDay = false,
        public ?string $location = null,
        public ?string $description = null,
        public array $extra = [],
    ) {
    }

    public static function allDay(string $uid, string $summary, DateTimeImmutable $day): self
    {
        $start = $day->setTime(0, 0);
        return new self($uid, $summary, $start, $start->modify('+1 day'), true);
    }

    public function durationMinutes(): ?int
    {
        if ($this->end === null) {
            return null;
        }
        return intdiv($this->end->getTimestamp() - $this->start->getTimestamp(), 60);
    }
}
