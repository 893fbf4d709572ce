@extends('layouts.app')

@section('content')
<div class="orders">
    <nav class="tabs">
        @foreach (['pending', 'paid', 'shipped', 'cancelled'] as $tab)
            <a href="{{ route('orders.index', ['status' => $tab]) }}" @class(['active' => $tab === $status])>
                {{ ucfirst($tab) }} <span class="badge">{{ $counts[$tab] ?? 0 }}</span>
            </a>
        @endforeach
    </nav>

    <table class="table">
        <thead>
            <tr>
                <th>#</th>
                <th>Customer</th>
                <th>Items</th>
                <th>Total</th>
                <th>Placed</th>
            </tr>
        </thead>
        <tbody>
            @foreach ($orders as $order)
                <tr>
                    <td><a href="{{ route('orders.show', $order) }}">{{ $order->number }}</a></td>
                    <td>{{ $order->customer->name }}</td>
                    <td>{{ $order->items->count() }}</td>
                    <td>{{ $order->formattedTotal() }}</td>
                    <td>{{ $order->created_at->diffForHumans() }}</td>
                </tr>
            @endforeach
        </tbody>
    </table>

    {{ $orders->links() }}
</div>
@endsection
