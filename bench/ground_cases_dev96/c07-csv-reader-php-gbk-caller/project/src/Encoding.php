<?php

declare(strict_types=1);

namespace Lanfeng\Csv;

use Lanfeng\Csv\Exception\CsvException;

/**
 * Encoding helpers. The reader converts every field, after splitting, from the
 * file's declared encoding to UTF-8.
 */
final class Encoding
{
    public const UTF8_BOM = "\xEF\xBB\xBF";

    /**
     * @param list<string|null> $fields
     * @return list<string|null>
     */
    public static function toUtf8(array $fields, string $from): array
    {
        if (strcasecmp($from, 'UTF-8') === 0) {
            return $fields;
        }
        return array_map(static fn (?string $f) => $f === null ? null : self::convert($f, $from), $fields);
    }

    public static function stripBom(string $value): string
    {
        return str_starts_with($value, self::UTF8_BOM) ? substr($value, strlen(self::UTF8_BOM)) : $value;
    }

    private static function convert(string $value, string $from): string
    {
        try {
            $out = mb_convert_encoding($value, 'UTF-8', $from);
        } catch (\ValueError) {
            throw CsvException::unknownEncoding($from);
        }
        if ($out === false) {
            throw CsvException::unknownEncoding($from);
        }
        return $out;
    }
}
