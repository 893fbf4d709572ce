<?php

namespace App\Exporter;

final class CsvExporter
{
    public function __construct(private readonly string $exportDir)
    {
    }

    /** @param list<array<string, scalar|null>> $rows */
    public function write(array $rows): string
    {
        $path = sprintf('%s/orders-%s.csv', $this->exportDir, bin2hex(random_bytes(6)));
        $fh = fopen($path, 'wb');
        fwrite($fh, "\xEF\xBB\xBF"); // Excel で開けるように BOM を付ける
        if ($rows !== []) {
            fputcsv($fh, array_keys($rows[0]));
        }
        foreach ($rows as $row) {
            fputcsv($fh, $row);
        }
        fclose($fh);

        return $path;
    }
}
