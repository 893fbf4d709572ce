<?php

namespace App\Http\Controllers;

use App\Models\Student;
use App\Services\TuitionCalculator;
use Barryvdh\DomPDF\Facade\Pdf;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;

class InvoiceController extends Controller
{
    public function __construct(private TuitionCalculator $calc)
    {
    }

    /** 保護者向け請求書PDF（月ごと） */
    public function show(Request $request, Student $student)
    {
        $month = CarbonImmutable::parse($request->query('month', now()->format('Y-m')) . '-01');
        $fee = $this->calc->forMonth($student, $month);

        $pdf = Pdf::loadView('invoices.monthly', [
            'student' => $student,
            'guardian' => $student->guardian,
            'month' => $month,
            'lines' => $fee['lines'],
            'total' => $fee['total'],
            'dueDate' => $month->addMonth()->day(10),
        ]);

        $name = sprintf('請求書_%s_%s.pdf', $student->name, $month->format('Y年n月'));
        return $pdf->download($name);
    }
}
