<?php

namespace App\Services;

use App\Models\Invoice;
use Dompdf\Dompdf;
use Dompdf\Options;

class InvoicePdfRenderer
{
    public function render(Invoice $invoice): string
    {
        $options = new Options();
        $options->set('isRemoteEnabled', false);
        $options->set('isFontSubsettingEnabled', false);
        $options->set('defaultPaperSize', 'a4');
        $options->set('chroot', resource_path());
        $options->set('fontDir', resource_path('fonts'));
        $options->set('fontCache', storage_path('fonts'));

        $dompdf = new Dompdf($options);
        $html = view('invoices.pdf', [
            'invoice' => $invoice,
            'lines' => $invoice->lines()->orderBy('position')->get(),
        ])->render();

        $dompdf->loadHtml($html, 'UTF-8');
        $dompdf->setPaper('a4', 'portrait');
        $dompdf->render();

        return $dompdf->output();
    }

    public function filename(Invoice $invoice): string
    {
        return sprintf('請求書_%s.pdf', $invoice->number);
    }

    public function asciiFilename(Invoice $invoice): string
    {
        return sprintf('invoice-%s.pdf', $invoice->number);
    }
}
