<?php

namespace App\Tests\Export;

use App\Export\OrderCsvExporter;
use App\Tests\Fixtures\OrderFactory;
use Symfony\Bundle\FrameworkBundle\Test\KernelTestCase;

final class OrderCsvExporterTest extends KernelTestCase
{
    public function testExportSortedByDate(): void
    {
        self::bootKernel();
        $day = new \DateTimeImmutable('2025-03-04 10:00:00');
        OrderFactory::createOne(['number' => 'A-1002', 'createdAt' => $day]);
        OrderFactory::createOne(['number' => 'A-1001', 'createdAt' => $day]);
        OrderFactory::createOne(['number' => 'A-1000', 'createdAt' => $day->modify('-1 hour')]);

        $csv = static::getContainer()->get(OrderCsvExporter::class)
            ->export(new \DateTimeImmutable('2025-03-01'), new \DateTimeImmutable('2025-04-01'));
        $numbers = array_map(fn ($l) => str_getcsv($l)[0], array_slice(explode("\n", trim($csv)), 1));

        self::assertSame(['A-1000', 'A-1002', 'A-1001'], $numbers);
    }

    public function testHeader(): void
    {
        self::bootKernel();
        $csv = static::getContainer()->get(OrderCsvExporter::class)
            ->export(new \DateTimeImmutable('2025-01-01'), new \DateTimeImmutable('2025-01-02'));
        self::assertStringStartsWith('number,created_at', $csv);
    }
}
