<?php

namespace App\Support;

class LegacyCsv
{
    /**
     * Turns an associative array of column => value into a CSV row,
     * in the column order the old warehouse system expects.
     */
    public static function row(array $columns, array $data): string
    {
        $out = [];
        foreach ($columns as $name) {
            $value = isset($data[$name]) ? $data[$name] : '';
            $out[] = self::quote((string) $value);
        }
        return implode(',', $out) . "\r\n";
    }

    public static function header(array $columns): string
    {
        return implode(',', array_map([self::class, 'quote'], $columns)) . "\r\n";
    }

    private static function quote(string $value): string
    {
        if (strpbrk($value, ",\"\r\n") === false) {
            return $value;
        }
        return '"' . str_replace('"', '""', $value) . '"';
    }

    public static function parse(string $line): array
    {
        return str_getcsv(rtrim($line, "\r\n"));
    }
}
