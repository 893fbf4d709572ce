@extends('layouts.app')

@section('content')
<h1>Invoices</h1>

<form method="get" class="filters">
    <input type="search" name="q" value="{{ request('q') }}" placeholder="Invoice number">
    <label><input type="checkbox" name="status" value="open" @checked(request('status') === 'open')> Open only</label>
    <button type="submit">Filter</button>
</form>

<table class="invoices">
    <thead>
        <tr><th>Number</th><th>Customer</th><th>Issued</th><th>Total</th><th>Balance</th><th></th></tr>
    </thead>
    <tbody>
    @foreach ($invoices as $invoice)
        <tr @class(['overdue' => $invoice->isOverdue()])>
            <td><a href="{{ route('invoices.show', $invoice) }}">{{ $invoice->number }}</a></td>
            <td>{{ $invoice->customer->display_name }}</td>
            <td>{{ $invoice->issued_at->format('d.m.Y') }}</td>
            <td>{{ number_format($invoice->total, 2, ',', '.') }}</td>
            <td>{{ number_format($invoice->balance, 2, ',', '.') }}</td>
            <td>@if ($invoice->isOverdue()) <span class="badge">overdue</span> @endif</td>
        </tr>
    @endforeach
    </tbody>
</table>

{{ $invoices->withQueryString()->links() }}
@endsection
