@extends('layouts.app')

@section('content')
<table class="table">
    <thead>
        <tr><th>#</th><th>Customer</th><th>Status</th><th class="text-end">Total</th></tr>
    </thead>
    <tbody>
    @foreach ($orders as $order)
        <tr>
            <td><a href="{{ route('orders.show', $order) }}">{{ $order->number }}</a></td>
            <td>{{ $order->customer->name }}</td>
            <td>{{ ucfirst($order->status) }}</td>
            <td class="text-end">{{ number_format($order->total, 2) }}</td>
        </tr>
    @endforeach
    </tbody>
</table>
{{ $orders->links() }}
@endsection
