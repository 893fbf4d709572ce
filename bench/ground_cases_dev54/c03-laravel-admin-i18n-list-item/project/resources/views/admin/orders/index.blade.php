@extends('admin.layout')

@section('content')
<div class="page-header">
    <h1>{{ __('orders.title') }}</h1>
    <a href="{{ route('admin.orders.export', request()->query()) }}" class="btn btn-default">导出Excel</a>
</div>

@if (session('success'))
    <div class="alert alert-success">{{ session('success') }}</div>
@endif

<table class="table table-striped">
    <thead>
        <tr>
            <th>{{ __('orders.id') }}</th>
            <th>{{ __('orders.customer') }}</th>
            <th>{{ __('orders.total') }}</th>
            <th>{{ __('orders.status') }}</th>
            <th></th>
        </tr>
    </thead>
    <tbody>
    @foreach ($orders as $order)
        <tr>
            <td>{{ $order->id }}</td>
            <td>{{ $order->customer->name }}</td>
            <td>{{ number_format($order->total, 2) }}</td>
            <td>{{ $order->statusLabel() }}</td>
            <td>
                @if ($order->status === 'pending')
                    <a href="{{ route('admin.orders.ship.form', $order) }}">{{ __('orders.ship') }}</a>
                @endif
            </td>
        </tr>
    @endforeach
    </tbody>
</table>
{{ $orders->links() }}
@endsection
