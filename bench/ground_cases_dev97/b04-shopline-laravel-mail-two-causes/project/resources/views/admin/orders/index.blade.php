@extends('admin.layout')

@section('content')
<h1>注文一覧</h1>

<form method="get" class="filters">
    <input type="text" name="q" value="{{ $q }}" placeholder="メールアドレス">
    <select name="status">
        <option value="">すべて</option>
        @foreach (['pending' => '未払い', 'paid' => '支払済', 'shipped' => '発送済'] as $value => $label)
            <option value="{{ $value }}" @selected($status === $value)>{{ $label }}</option>
        @endforeach
    </select>
    <button type="submit">絞り込み</button>
</form>

<table class="orders">
    <thead>
        <tr>
            <th>ID</th>
            <th>日時</th>
            <th>顧客</th>
            <th class="num">合計</th>
            <th>支払い方法</th>
            <th>状態</th>
        </tr>
    </thead>
    <tbody>
        @foreach ($orders as $order)
            <tr>
                <td>{{ $order->id }}</td>
                <td>{{ $order->created_at->format('Y/m/d H:i') }}</td>
                <td>{{ $order->customer?->email ?? 'ゲスト' }}</td>
                <td class="num">¥{{ number_format($order->total()) }}</td>
                <td>{{ $order->paymentLabel() }}</td>
                <td>{{ $order->status }}</td>
            </tr>
        @endforeach
    </tbody>
</table>

{{ $orders->links() }}
@endsection
