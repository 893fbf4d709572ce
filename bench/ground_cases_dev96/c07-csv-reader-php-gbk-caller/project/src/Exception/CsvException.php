<?php

declare(strict_types=1);

namespace Lanfeng\Csv\Exception;

use RuntimeException;

/** Everything the reader throws. Named constructors keep the messages in one place. */
final class CsvException extends RuntimeException
{
    /** @param list<string> $names */
    public static function unknownOptions(array $names): self
    {
        return new self('Unknown option(s): ' . implode(', ', $names));
    }

    public static function cannotOpen(string $path): self
    {
        return new self(sprintf('Cannot open "%s" for reading', $path));
    }

    public static function columnCount(int $line, int $expected, int $actual): self
    {
        return new self(sprintf('Line %d has %d fields, the header has %d', $line, $actual, $expected));
    }

    public static function unknownEncoding(string $encoding): self
    {
        return new self(sprintf('Cannot convert from encoding "%s"', $encoding));
    }
}
