@extends('layouts.admin')

@section('content')
<h1>Orders</h1>
<form method="get" class="filters">
    <select name="status" onchange="this.form.submit()">
        <option value="">all</option>
        @foreach (['new', 'paid', 'shipped', 'cancelled'] as $s)
            <option value="{{ $s }}" @selected($status === $s)>{{ $s }}</option>
        @endforeach
    </select>
</form>
<table class="table">
    <thead>
        <tr><th>#</th><th>Customer</th><th>Items</th><th>Total</th><th>Status</th><th>Placed</th></tr>
    </thead>
    <tbody>
    @foreach ($orders as $order)
        <tr>
            <td><a href="{{ route('admin.orders.show', $order) }}">{{ $order->id }}</a></td>
            <td>{{ $order->customer->name }}</td>
            <td>{{ $order->items_count }}</td>
            <td>{{ $order->totalFormatted() }}</td>
            <td>{{ $order->status }}</td>
            <td>{{ $order->placed_at?->format('d.m.Y H:i') }}</td>
        </tr>
    @endforeach
    </tbody>
</table>
{{ $orders->withQueryString()->links() }}
@endsection
