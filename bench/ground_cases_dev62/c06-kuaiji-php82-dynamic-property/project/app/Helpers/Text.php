<?php

namespace App\Helpers;

class Text
{
    public static function short(?string $value, int $max = 40): string
    {
        $value ??= '';
        if (mb_strlen($value) <= $max) {
            return $value;
        }
        return mb_substr($value, 0, $max - 1) . '…';
    }

    public static function slug(string $value): string
    {
        $value = preg_replace('/[^\p{L}\p{N}]+/u', '-', $value);
        return strtolower(trim($value, '-'));
    }

    public static function maskPhone(string $phone): string
    {
        return substr($phone, 0, 3) . '****' . substr($phone, -4);
    }

    public static function money(int $cents): string
    {
        return '¥' . number_format($cents / 100, 2);
    }

    public static function initials(string $name): string
    {
        return mb_strtoupper(mb_substr($name, 0, 1));
    }
}
