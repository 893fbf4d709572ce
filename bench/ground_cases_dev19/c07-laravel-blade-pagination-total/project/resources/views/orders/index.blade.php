@extends('layouts.admin')

@section('title', '订单列表')

@section('content')
<div class="card">
    <form method="GET" action="{{ route('orders.index') }}" class="filters">
        <input type="text" name="q" value="{{ $q }}" placeholder="订单号 / 客户名">
        <select name="status">
            <option value="">全部状态</option>
            @foreach (['pending' => '待支付', 'paid' => '已支付', 'shipped' => '已发货', 'refunded' => '已退款'] as $value => $label)
                <option value="{{ $value }}" @selected($status === $value)>{{ $label }}</option>
            @endforeach
        </select>
        <button type="submit">筛选</button>
    </form>

    <table class="table">
        <thead>
            <tr>
                <th>订单号</th>
                <th>客户</th>
                <th>金额</th>
                <th>状态</th>
                <th>下单时间</th>
            </tr>
        </thead>
        <tbody>
            @forelse ($orders as $order)
                <tr>
                    <td><a href="{{ route('orders.show', $order) }}">{{ $order->order_no }}</a></td>
                    <td>{{ $order->customer->name }}</td>
                    <td>¥{{ number_format($order->amount / 100, 2) }}</td>
                    <td>{{ $order->status_label }}</td>
                    <td>{{ $order->created_at->format('Y-m-d H:i') }}</td>
                </tr>
            @empty
                <tr><td colspan="5" class="empty">没有符合条件的订单</td></tr>
            @endforelse
        </tbody>
    </table>

    <div class="table-footer">
        <span class="total">共 {{ $orders->count() }} 条</span>
        {{ $orders->links() }}
    </div>
</div>
@endsection
