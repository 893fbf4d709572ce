<?php

namespace App\Tests\MessageHandler;

use App\Exporter\CsvExporter;
use App\Exporter\XlsxExporter;
use App\Message\ExportOrders;
use App\MessageHandler\ExportOrdersHandler;
use App\Repository\OrderRepository;
use PHPUnit\Framework\TestCase;
use Psr\Log\NullLogger;

final class ExportOrdersHandlerTest extends TestCase
{
    public function testXlsxIsWritten(): void
    {
        $orders = $this->createMock(OrderRepository::class);
        $orders->method('findForExport')->willReturn([['id' => 1, 'total' => 1200]]);
        $dir = sys_get_temp_dir();
        $handler = new ExportOrdersHandler($orders, new CsvExporter($dir), new XlsxExporter($dir), new NullLogger());

        $handler(new ExportOrders(1, 'xlsx', new \DateTimeImmutable('2025-10-01'), new \DateTimeImmutable('2025-10-31')));

        $this->assertNotEmpty(glob($dir . '/orders-*.xlsx'));
    }

    public function testUnknownFormatThrows(): void
    {
        $handler = new ExportOrdersHandler($this->createMock(OrderRepository::class), new CsvExporter('/tmp'), new XlsxExporter('/tmp'), new NullLogger());

        $this->expectException(\InvalidArgumentException::class);
        $handler(new ExportOrders(1, 'pdf', new \DateTimeImmutable(), new \DateTimeImmutable()));
    }
}
