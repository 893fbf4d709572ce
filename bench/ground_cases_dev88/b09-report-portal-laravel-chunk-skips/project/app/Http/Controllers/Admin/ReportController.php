<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Jobs\ExportReportsJob;
use App\Models\Report;
use Illuminate\Http\Request;

class ReportController extends Controller
{
    public function index(Request $request)
    {
        $reports = Report::query()
            ->with('user:id,name,department')
            ->when($request->query('status'), fn ($q, $status) => $q->where('status', $status))
            ->latest()
            ->paginate(100);

        return view('admin.reports.index', ['reports' => $reports]);
    }

    public function export()
    {
        ExportReportsJob::dispatch();

        return back()->with('status', 'エクスポートを開始しました');
    }
}
