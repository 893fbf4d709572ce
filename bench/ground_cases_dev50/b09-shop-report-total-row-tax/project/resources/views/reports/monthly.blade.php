@extends('layouts.app')

@section('title', '月次売上レポート')

@section('content')
<div class="container py-4">
    <div class="d-flex justify-content-between align-items-center mb-3">
        <h1 class="h4 mb-0">月次売上レポート {{ $month }}</h1>
        <form method="get" action="{{ route('reports.monthly') }}" class="d-flex gap-2">
            <input type="month" name="month" value="{{ $month }}" class="form-control form-control-sm">
            <button class="btn btn-sm btn-primary">表示</button>
            <a href="{{ route('reports.monthly.export', ['month' => $month]) }}" class="btn btn-sm btn-outline-secondary">Excel</a>
        </form>
    </div>

    @include('reports._kpis', ['totals' => $totals])

    <table class="table table-sm table-hover align-middle">
        <thead>
            <tr>
                <th>商品コード</th>
                <th>商品名</th>
                <th class="text-end">数量</th>
                <th class="text-end">売上 (税抜)</th>
                <th class="text-end">売上 (税込)</th>
            </tr>
        </thead>
        <tbody>
            @forelse ($rows as $row)
                <tr>
                    <td><code>{{ $row->product_code }}</code></td>
                    <td>{{ $row->product_name }}</td>
                    <td class="text-end">{{ number_format($row->quantity) }}</td>
                    <td class="text-end">{{ number_format($row->amount) }}</td>
                    <td class="text-end">{{ number_format($row->tax_included) }}</td>
                </tr>
            @empty
                <tr><td colspan="5" class="text-center text-muted">この月の売上はありません</td></tr>
            @endforelse
        </tbody>
        <tfoot>
            <tr class="table-secondary fw-bold">
                <td colspan="2">合計 ({{ number_format($totals['orders']) }} 件)</td>
                <td class="text-end">{{ number_format($totals['quantity']) }}</td>
                <td class="text-end">{{ number_format($totals['amount']) }}</td>
                <td>{{ $totals['tax_included'] }}</td>
            </tr>
        </tfoot>
    </table>

    {{ $rows->links() }}
</div>
@endsection
