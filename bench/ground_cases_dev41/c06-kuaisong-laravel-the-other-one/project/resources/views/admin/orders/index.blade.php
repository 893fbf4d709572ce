@extends('admin.layout')

@section('title', '订单列表')

@section('content')
<form method="get" class="filters">
    <select name="status">
        <option value="">全部状态</option>
        @foreach ($statuses as $s)
            <option value="{{ $s }}" @selected($s === $status)>{{ __("orders.status.$s") }}</option>
        @endforeach
    </select>
    <input type="search" name="q" value="{{ $keyword }}" placeholder="订单号 / 城市">
    <button type="submit">筛选</button>
    <a href="{{ route('admin.orders.export', ['status' => $status]) }}">导出 Excel</a>
</form>

<table class="table">
    <thead>
        <tr>
            <th>订单号</th>
            <th>客户</th>
            <th>手机</th>
            <th>商品数</th>
            <th>金额</th>
            <th>状态</th>
            <th>下单时间</th>
        </tr>
    </thead>
    <tbody>
        @forelse ($orders as $order)
            <tr>
                <td><a href="{{ route('admin.orders.show', $order) }}">{{ $order->number }}</a></td>
                <td>{{ $order->customer->name }}</td>
                <td>{{ $order->customer->phone }}</td>
                <td>{{ $order->items->count() }}</td>
                <td>¥{{ $order->total_yuan }}</td>
                <td>{{ __("orders.status.$order->status") }}</td>
                <td>{{ $order->created_at->format('Y-m-d H:i') }}</td>
            </tr>
        @empty
            <tr><td colspan="7">没有订单</td></tr>
        @endforelse
    </tbody>
</table>

{{ $orders->links() }}
@endsection
