<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<style>
    body { font-family: ipaexg, sans-serif; font-size: 11px; }
    table { width: 100%; border-collapse: collapse; }
    td, th { border: 1px solid #999; padding: 4px; }
    .num { text-align: right; }
</style>
</head>
<body>
<h1>請求書 {{ $invoice->number }}</h1>
<p>{{ $invoice->client->name }} 御中</p>
<p>発行日 {{ $invoice->issued_at?->format('Y年n月j日') }} / お支払期限 {{ $invoice->due_at?->format('Y年n月j日') }}</p>
<table>
    <tr><th>品目</th><th>単価</th><th>数量</th><th>金額</th></tr>
    @foreach ($invoice->items as $item)
    <tr>
        <td>{{ $item->description }}</td>
        <td class="num">¥{{ number_format($item->unit_price) }}</td>
        <td class="num">{{ $item->quantity }}</td>
        <td class="num">¥{{ number_format($item->subtotal()) }}</td>
    </tr>
    @endforeach
    <tr><td colspan="3">小計</td><td class="num">¥{{ number_format($invoice->subtotal()) }}</td></tr>
    <tr><td colspan="3">消費税</td><td class="num">¥{{ number_format($invoice->taxTotal()) }}</td></tr>
    <tr><th colspan="3">ご請求金額</th><th class="num">¥{{ number_format($invoice->total()) }}</th></tr>
</table>
</body>
</html>
