<?php

namespace App\Exporter;

use PhpOffice\PhpSpreadsheet\Spreadsheet;
use PhpOffice\PhpSpreadsheet\Writer\Xlsx;

final class XlsxExporter
{
    public function __construct(private readonly string $exportDir)
    {
    }

    /** @param list<array<string, scalar|null>> $rows */
    public function write(array $rows): string
    {
        $sheet = (new Spreadsheet())->getActiveSheet();
        if ($rows !== []) {
            $sheet->fromArray(array_keys($rows[0]), null, 'A1');
            $sheet->fromArray(array_map('array_values', $rows), null, 'A2');
        }
        $path = sprintf('%s/orders-%s.xlsx', $this->exportDir, bin2hex(random_bytes(6)));
        (new Xlsx($sheet->getParent()))->save($path);

        return $path;
    }
}
