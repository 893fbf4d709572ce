@extends('layouts.admin')

@section('content')
    <h1>Revenue {{ $year }}</h1>

    <table class="table">
        <thead>
            <tr><th>Month</th><th class="num">Orders</th><th class="num">Revenue</th></tr>
        </thead>
        <tbody>
            @foreach ($months as $m)
                <tr>
                    <td>{{ $m['month'] }}</td>
                    <td class="num">{{ $m['orders'] }}</td>
                    <td class="num">{{ number_format($m['revenue'], 2) }}</td>
                </tr>
            @endforeach
        </tbody>
        <tfoot>
            <tr><th>Total</th><th></th><th class="num">{{ number_format($total, 2) }}</th></tr>
        </tfoot>
    </table>

    <p>Average order value: {{ $aov === null ? '–' : number_format($aov / 100, 2) }}</p>

    <h2>Top products</h2>
    <ol>
        @foreach ($top as $p)
            <li>{{ $p->name }} ({{ $p->sold }})</li>
        @endforeach
    </ol>
@endsection
