@extends('layouts.app')

@section('title', 'Revenue ' . sprintf('%02d/%d', $month, $year))

@section('content')
<div class="report">
    <h1>Revenue {{ sprintf('%02d/%d', $month, $year) }}</h1>
    <p class="report-range">
        {{ $report['from']->format('d.m.Y') }} – {{ $report['to']->format('d.m.Y') }}
    </p>

    <div class="report-summary">
        <div><span>Orders</span><strong>{{ $report['orders'] }}</strong></div>
        <div><span>Revenue</span><strong>{{ \App\Services\RevenueReport::money($report['total_cents']) }}</strong></div>
    </div>

    <h2>By payment method</h2>
    <table class="table">
        @foreach ($report['by_method'] as $method => $cents)
            <tr><td>{{ $method }}</td><td class="num">{{ \App\Services\RevenueReport::money($cents) }}</td></tr>
        @endforeach
    </table>

    <h2>
        By day
        <a class="btn btn-sm" href="{{ route('reports.monthly.csv', ['year' => $year, 'month' => $month]) }}">CSV</a>
    </h2>
    <table class="table">
        <tr><th>Day</th><th>Orders</th><th>Revenue</th></tr>
        @foreach ($report['by_day'] as $day => $row)
            <tr>
                <td>{{ \Carbon\Carbon::parse($day)->format('d.m.') }}</td>
                <td class="num">{{ $row['orders'] }}</td>
                <td class="num">{{ \App\Services\RevenueReport::money($row['total_cents']) }}</td>
            </tr>
        @endforeach
    </table>
</div>
@endsection
