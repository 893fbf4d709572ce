<?php

namespace App\Enums;

enum ReportReason: string
{
    case Spam = 'spam';
    case Harassment = 'harassment';
    case HateSpeech = 'hate_speech';
    case Misinformation = 'misinformation';
    case Other = 'other';

    public function label(): string
    {
        return __('reports.reasons.'.$this->value);
    }

    public function needsComment(): bool
    {
        return $this === self::Other;
    }
}
