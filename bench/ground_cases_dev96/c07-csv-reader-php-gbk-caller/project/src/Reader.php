<?php

declare(strict_types=1);

namespace Lanfeng\Csv;

use Generator;
use Lanfeng\Csv\Exception\CsvException;

/**
 * Streams the rows of a CSV file as associative arrays keyed by the header row.
 */
final class Reader
{
    private const DEFAULTS = [
        'delimiter' => ',',
        'enclosure' => '"',
        'escape' => '',
        'encoding' => 'UTF-8',
        'header' => true,
        'trim' => false,
        'skipEmptyLines' => true,
    ];

    /** @var array{delimiter: string, enclosure: string, escape: string, encoding: string, header: bool, trim: bool, skipEmptyLines: bool} */
    private readonly array $options;

    /** @param resource $handle */
    private function __construct(private $handle, array $options)
    {
        $unknown = array_diff_key($options, self::DEFAULTS);
        if ($unknown !== []) {
            throw CsvException::unknownOptions(array_keys($unknown));
        }
        $this->options = $options + self::DEFAULTS;
    }

    /** @param array<string, mixed> $options */
    public static function fromPath(string $path, array $options = []): self
    {
        $handle = @fopen($path, 'rb');
        if ($handle === false) {
            throw CsvException::cannotOpen($path);
        }
        return new self($handle, $options);
    }

    /** @param array<string, mixed> $options */
    public static function fromString(string $csv, array $options = []): self
    {
        $handle = fopen('php://temp', 'r+b');
        fwrite($handle, $csv);
        rewind($handle);
        return new self($handle, $options);
    }

    /** @return Generator<int, array<int|string, string|null>> rows keyed by their line number */
    public function rows(): Generator
    {
        $o = $this->options;
        $header = null;
        $line = 0;
        while (($fields = fgetcsv($this->handle, null, $o['delimiter'], $o['enclosure'], $o['escape'])) !== false) {
            $line++;
            if ($fields === [null] && $o['skipEmptyLines']) {
                continue;
            }
            if ($line === 1 && isset($fields[0])) {
                $fields[0] = Encoding::stripBom($fields[0]);
            }
            $fields = Encoding::toUtf8($fields, $o['encoding']);
            if ($o['trim']) {
                $fields = array_map(static fn (?string $f) => $f === null ? null : trim($f), $fields);
            }
            if (!$o['header']) {
                yield $line => $fields;
                continue;
            }
            if ($header === null) {
                $header = $fields;
                continue;
            }
            if (count($fields) !== count($header)) {
                throw CsvException::columnCount($line, count($header), count($fields));
            }
            yield $line => array_combine($header, $fields);
        }
    }

    public function __destruct()
    {
        if (is_resource($this->handle)) {
            fclose($this->handle);
        }
    }
}
