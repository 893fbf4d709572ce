<?php

namespace App\Services;

use Illuminate\Support\Facades\DB;

class NumberSequence
{
    public function next(int $year): string
    {
        return DB::transaction(function () use ($year) {
            $row = DB::table('invoice_sequences')->where('year', $year)->lockForUpdate()->first();
            if ($row === null) {
                DB::table('invoice_sequences')->insert(['year' => $year, 'last' => 1]);
                $n = 1;
            } else {
                $n = $row->last + 1;
                DB::table('invoice_sequences')->where('year', $year)->update(['last' => $n]);
            }

            return $this->format($year, $n);
        });
    }

    public function format(int $year, int $n): string
    {
        return sprintf('INV-%d-%05d', $year, $n);
    }

    public function parse(string $number): array
    {
        [, $year, $n] = explode('-', $number);

        return [(int) $year, (int) $n];
    }
}
