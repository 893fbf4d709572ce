@extends('layouts.app')

@section('content')
<h1>請求書一覧</h1>

@php
    $next = fn ($column) => $sort === $column && $direction === 'asc' ? 'desc' : 'asc';
@endphp

<table class="table">
    <thead>
        <tr>
            <th><a href="{{ route('invoices.index', ['sort' => 'number', 'direction' => $next('number')]) }}">番号</a></th>
            <th>取引先</th>
            <th><a href="{{ route('invoices.index', ['sort' => 'issued_at', 'direction' => $next('issued_at')]) }}">発行日</a></th>
            <th><a href="{{ route('invoices.index', ['sort' => 'due_at', 'direction' => $next('due_at')]) }}">支払期限</a></th>
            <th class="text-end">金額</th>
            <th>状態</th>
        </tr>
    </thead>
    <tbody>
        @forelse ($invoices as $invoice)
            <tr>
                <td><a href="{{ route('invoices.show', $invoice) }}">{{ $invoice->number }}</a></td>
                <td>{{ $invoice->client->name }}</td>
                <td>{{ $invoice->issued_at?->format('Y/m/d') }}</td>
                <td>{{ $invoice->due_at?->format('Y/m/d') }}</td>
                <td class="text-end">¥{{ number_format($invoice->total()) }}</td>
                <td>{{ __('invoice.status.' . $invoice->status) }}</td>
            </tr>
        @empty
            <tr><td colspan="6">請求書はありません</td></tr>
        @endforelse
    </tbody>
</table>

{{ $invoices->links() }}
@endsection
