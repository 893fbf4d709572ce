<?php

namespace App\Enums;

enum TaxRate: int
{
    case Standard = 10;
    case Reduced = 8;   // 軽減税率: 飲食料品 (酒類・外食を除く)、定期購読の新聞
    case Exempt = 0;

    public function label(): string
    {
        return match ($this) {
            self::Standard => '10%対象',
            self::Reduced => '8%対象（軽減税率）',
            self::Exempt => '非課税',
        };
    }

    public function marker(): string
    {
        return $this === self::Reduced ? '※' : '';
    }
}
