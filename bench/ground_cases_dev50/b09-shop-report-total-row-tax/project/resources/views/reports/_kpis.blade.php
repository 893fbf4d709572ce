{{-- KPI cards above the monthly table --}}
<div class="row g-3 mb-4">
    <div class="col-md-3">
        <div class="card">
            <div class="card-body">
                <div class="text-muted small">売上 (税込)</div>
                <div class="fs-4 fw-bold">¥{{ number_format($totals['tax_included']) }}</div>
            </div>
        </div>
    </div>
    <div class="col-md-3">
        <div class="card">
            <div class="card-body">
                <div class="text-muted small">売上 (税抜)</div>
                <div class="fs-4 fw-bold">¥{{ number_format($totals['amount']) }}</div>
            </div>
        </div>
    </div>
    <div class="col-md-3">
        <div class="card">
            <div class="card-body">
                <div class="text-muted small">注文数</div>
                <div class="fs-4 fw-bold">{{ number_format($totals['orders']) }}</div>
            </div>
        </div>
    </div>
    <div class="col-md-3">
        <div class="card">
            <div class="card-body">
                <div class="text-muted small">平均単価 (税抜)</div>
                <div class="fs-4 fw-bold">
                    ¥{{ $totals['orders'] > 0 ? number_format($totals['amount'] / $totals['orders']) : '-' }}
                </div>
            </div>
        </div>
    </div>
</div>
