<?php

namespace App\Services;

class CsvWriter
{
    /** UTF-8 byte order mark: makes Excel read the file as UTF-8 instead of Shift_JIS. */
    public function writeBom($handle): void
    {
        fwrite($handle, "\xEF\xBB\xBF");
    }

    /**
     * Write one CSV row. Values are quoted when needed; formulas are neutralised so
     * that Excel does not evaluate cells that start with = + - @.
     */
    public function writeRow($handle, array $values): void
    {
        fputcsv($handle, array_map([$this, 'cell'], $values));
    }

    private function cell(mixed $value): string
    {
        $text = (string) ($value ?? '');
        if ($text !== '' && in_array($text[0], ['=', '+', '-', '@'], true)) {
            return "'" . $text;
        }
        return $text;
    }
}
