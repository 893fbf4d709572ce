<?php

namespace App\Export;

use App\Repository\OrderRepository;

final class OrderCsvExporter
{
    private const HEADER = ['number', 'created_at', 'customer', 'total', 'vat'];

    public function __construct(private readonly OrderRepository $orders)
    {
    }

    public function export(\DateTimeImmutable $from, \DateTimeImmutable $to): string
    {
        $out = fopen('php://temp', 'r+');
        fputcsv($out, self::HEADER);
        foreach ($this->orders->findForExport($from, $to) as $order) {
            fputcsv($out, [
                $order->getNumber(),
                $order->getCreatedAt()->format('Y-m-d H:i:s'),
                $order->getCustomer()->getName(),
                number_format($order->getTotal() / 100, 2, '.', ''),
                number_format($order->getVatAmount() / 100, 2, '.', ''),
            ]);
        }
        rewind($out);
        $csv = stream_get_contents($out);
        fclose($out);

        return $csv;
    }
}
