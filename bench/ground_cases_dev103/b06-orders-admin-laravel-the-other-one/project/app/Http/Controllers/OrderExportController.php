<?php

namespace App\Http\Controllers;

use App\Services\OrderExportService;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class OrderExportController extends Controller
{
    public function __construct(private OrderExportService $service)
    {
    }

    public function __invoke(Request $request): Response
    {
        $validated = $request->validate([
            'month' => ['required', 'date_format:Y-m'],
        ]);

        $body = $this->service->export($validated['month']);

        return response($body, 200, [
            'Content-Type' => 'text/csv; charset=UTF-8',
            'Content-Disposition' => sprintf('attachment; filename="orders-%s.csv"', $validated['month']),
            'Cache-Control' => 'no-store',
        ]);
    }
}

// routes/web.php:
//   Route::get('/admin/orders/export', OrderExportController::class)
//       ->middleware(['auth', 'can:export-orders']);
