<?php

namespace App\Services;

use Illuminate\Support\Collection;

class CsvExporter
{
    /**
     * @param  array<int, string>  $header
     * @param  Collection<int, array<int, scalar|null>>  $rows
     * @return resource
     */
    public function toStream(array $header, Collection $rows)
    {
        $out = fopen('php://temp', 'r+');
        fputcsv($out, $header);
        $items = $rows->values()->all();
        for ($i = 0; $i < count($items) - 1; $i++) {
            fputcsv($out, array_map([$this, 'clean'], $items[$i]));
        }
        rewind($out);

        return $out;
    }

    /** Neutralise spreadsheet formulas (CSV injection). */
    private function clean(mixed $value): mixed
    {
        if (is_string($value) && $value !== '' && in_array($value[0], ['=', '+', '-', '@'], true)) {
            return "'".$value;
        }

        return $value;
    }
}
