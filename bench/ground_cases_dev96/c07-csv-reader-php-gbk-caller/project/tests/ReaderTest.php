<?php

declare(strict_types=1);

namespace Lanfeng\Csv\Tests;

use Lanfeng\Csv\Exception\CsvException;
use Lanfeng\Csv\Reader;
use PHPUnit\Framework\TestCase;

final class ReaderTest extends TestCase
{
    public function testRowsAreKeyedByHeader(): void
    {
        $rows = iterator_to_array(Reader::fromString("no,amount\nA1,3.50\nA2,7\n")->rows());
        self::assertSame([2 => ['no' => 'A1', 'amount' => '3.50'], 3 => ['no' => 'A2', 'amount' => '7']], $rows);
    }

    public function testWithoutHeader(): void
    {
        $rows = iterator_to_array(Reader::fromString("a;b\n", ['delimiter' => ';', 'header' => false])->rows());
        self::assertSame([1 => ['a', 'b']], $rows);
    }

    public function testConvertsGbk(): void
    {
        $csv = mb_convert_encoding("订单号,客户\nA1,张三\n", 'GBK', 'UTF-8');
        $rows = iterator_to_array(Reader::fromString($csv, ['encoding' => 'GBK'])->rows());
        self::assertSame(['订单号' => 'A1', '客户' => '张三'], $rows[2]);
    }

    public function testSkipsEmptyLines(): void
    {
        $rows = iterator_to_array(Reader::fromString("a,b\n1,2\n\n3,4\n\n")->rows());
        self::assertSame([2 => ['a' => '1', 'b' => '2'], 4 => ['a' => '3', 'b' => '4']], $rows);
    }

    public function testEmptyLinesCanBeKept(): void
    {
        $this->expectException(CsvException::class);
        iterator_to_array(Reader::fromString("a,b\n\n1,2\n", ['skipEmptyLines' => false])->rows());
    }

    public function testStripsUtf8Bom(): void
    {
        $rows = iterator_to_array(Reader::fromString("\xEF\xBB\xBF订单号,金额\nA1,2\n")->rows());
        self::assertSame(['订单号' => 'A1', '金额' => '2'], $rows[2]);
    }

    public function testColumnCountMismatch(): void
    {
        $this->expectException(CsvException::class);
        iterator_to_array(Reader::fromString("a,b\n1\n")->rows());
    }

    public function testUnknownOption(): void
    {
        $this->expectException(CsvException::class);
        Reader::fromString('', ['delimter' => ';']);
    }
}
