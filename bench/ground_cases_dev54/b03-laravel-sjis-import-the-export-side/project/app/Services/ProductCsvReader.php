<?php

namespace App\Services;

use Generator;
use RuntimeException;

class ProductCsvReader
{
    private const HEADER = ['商品コード', '商品名', 'JANコード', '単価', '在庫区分'];

    public function __construct(
        private string $delimiter = ',',
        private string $fallbackEncoding = 'SJIS-win',
    ) {
    }

    /**
     * @return Generator<int, array{code: string, name: string, jan: string, price: int, stock_type: string}>
     */
    public function read(string $path): Generator
    {
        $fh = $this->open($path);
        try {
            $header = fgetcsv($fh, 0, $this->delimiter);
            if ($header !== self::HEADER) {
                throw new RuntimeException('unexpected header: ' . implode(',', (array) $header));
            }
            $lineNo = 1;
            while (($row = fgetcsv($fh, 0, $this->delimiter)) !== false) {
                $lineNo++;
                if ($row === [null]) {
                    continue;
                }
                yield $lineNo => [
                    'code' => trim($row[0]),
                    'name' => trim($row[1]),
                    'jan' => trim($row[2]),
                    'price' => (int) str_replace(',', '', $row[3]),
                    'stock_type' => trim($row[4]),
                ];
            }
        } finally {
            fclose($fh);
        }
    }

    /**
     * 取引先の CSV は Excel 保存の CP932 が多い。UTF-8 でなければ変換したものを読む。
     *
     * @return resource
     */
    private function open(string $path)
    {
        $raw = file_get_contents($path);
        if ($raw === false) {
            throw new RuntimeException("cannot open {$path}");
        }
        $raw = preg_replace('/^\xEF\xBB\xBF/', '', $raw);
        if (!mb_check_encoding($raw, 'UTF-8')) {
            $raw = mb_convert_encoding($raw, 'UTF-8', $this->fallbackEncoding);
        }
        $fh = fopen('php://temp', 'w+b');
        fwrite($fh, $raw);
        rewind($fh);
        return $fh;
    }
}
