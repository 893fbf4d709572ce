@extends('layouts.app')

@section('content')
<div class="flex items-center justify-between mb-6">
    <h1 class="text-2xl font-semibold">Dashboard</h1>
    <form method="GET" action="{{ route('dashboard') }}">
        <select name="range" onchange="this.form.submit()" class="border rounded px-2 py-1">
            @foreach ($ranges as $r)
                <option value="{{ $r }}" @selected($r === $range)>{{ ['today' => 'Today', '7d' => 'Last 7 days', '30d' => 'Last 30 days'][$r] }}</option>
            @endforeach
        </select>
    </form>
</div>

<div class="grid grid-cols-4 gap-4">
    <x-kpi-tile label="Revenue" :value="'€' . number_format($revenue, 2)" />
    <x-kpi-tile label="Orders" :value="number_format($orders)" />
    <x-kpi-tile label="Avg order value" :value="'€' . number_format($aov, 2)" />
    <x-kpi-tile label="Refund rate" :value="number_format($refundRate, 1) . '%'" />
</div>

<p class="text-xs text-gray-400 mt-2">Paid and refunded orders by payment date; revenue is net of refunds.</p>

<div class="mt-8 bg-white rounded shadow p-4">
    <canvas id="revenue-chart" height="120" data-src="{{ route('dashboard.chart', ['range' => $range]) }}"></canvas>
</div>
@endsection

@push('scripts')
    @vite('resources/js/dashboard.js')
@endpush
