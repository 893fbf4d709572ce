<?php

namespace App\MessageHandler;

use App\Exporter\CsvExporter;
use App\Exporter\XlsxExporter;
use App\Message\ExportOrders;
use App\Repository\OrderRepository;
use Psr\Log\LoggerInterface;
use Symfony\Component\Messenger\Attribute\AsMessageHandler;

#[AsMessageHandler]
final class ExportOrdersHandler
{
    public function __construct(
        private readonly OrderRepository $orders,
        private readonly CsvExporter $csv,
        private readonly XlsxExporter $xlsx,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function __invoke(ExportOrders $message): void
    {
        $rows = $this->orders->findForExport($message->from, $message->to);

        $path = match ($message->format) {
            'csv' => $this->csv->write($rows),
            'xlsx' => $this->xlsx->write($rows),
            default => throw new \InvalidArgumentException(sprintf('Unsupported format "%s"', $message->format)),
        };

        $this->logger->info('orders exported', [
            'path' => $path,
            'rows' => \count($rows),
            'format' => $message->format,
            'requested_by' => $message->requestedBy,
        ]);
    }
}
