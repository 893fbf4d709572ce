<?php

namespace App\Http\Controllers\Admin;

use App\Exports\OrdersExport;
use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Support\Carbon;
use Maatwebsite\Excel\Excel;
use Maatwebsite\Excel\Facades\Excel as ExcelFacade;
use Symfony\Component\HttpFoundation\BinaryFileResponse;

class OrderExportController extends Controller
{
    public function __invoke(Request $request): BinaryFileResponse
    {
        $validated = $request->validate([
            'from' => ['required', 'date'],
            'to' => ['required', 'date', 'after_or_equal:from'],
        ]);

        // the form sends local (JST) days; orders are stored in UTC
        $from = Carbon::parse($validated['from'], 'Asia/Tokyo')->startOfDay()->utc();
        $to = Carbon::parse($validated['to'], 'Asia/Tokyo')->endOfDay()->utc();

        $filename = sprintf(
            'orders_%s-%s.csv',
            Carbon::parse($validated['from'])->format('Ymd'),
            Carbon::parse($validated['to'])->format('Ymd'),
        );

        return ExcelFacade::download(
            new OrdersExport($from, $to),
            $filename,
            Excel::CSV,
        );
    }
}
