<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<style>
    @font-face { font-family: ipag; src: url('{{ storage_path('fonts/ipag.ttf') }}'); }
    body { font-family: ipag, sans-serif; font-size: 11px; color: #222; }
    h1 { font-size: 20px; letter-spacing: 0.3em; text-align: center; }
    table.items { width: 100%; border-collapse: collapse; margin-top: 16px; }
    table.items th, table.items td { border: 1px solid #999; padding: 4px 6px; }
    td.num { text-align: right; }
    .totals { width: 45%; margin-left: auto; margin-top: 12px; }
    .note { margin-top: 24px; border: 1px solid #999; padding: 8px; }
    .note p { word-wrap: break-word; word-break: break-all; white-space: pre-wrap; }
</style>
</head>
<body>
<h1>請求書</h1>
<p>{{ $invoice->client->name }} 御中</p>
<p>請求番号: {{ $invoice->number }}<br>発行日: {{ $invoice->issued_on?->format('Y年n月j日') }}</p>

<table class="items">
    <tr><th>品目</th><th>数量</th><th>単価</th><th>金額</th></tr>
    @foreach ($invoice->items as $item)
        <tr>
            <td>{{ $item->name }}</td>
            <td class="num">{{ $item->quantity }}</td>
            <td class="num">{{ number_format($item->unit_price) }}</td>
            <td class="num">{{ number_format($item->amount()) }}</td>
        </tr>
    @endforeach
</table>

<table class="totals">
    <tr><th>小計（税抜）</th><td class="num">{{ number_format($invoice->subtotal()) }}円</td></tr>
    <tr><th>消費税（10%）</th><td class="num">{{ number_format($invoice->tax()) }}円</td></tr>
    <tr><th>合計（税込）</th><td class="num">{{ number_format($invoice->totalWithTax()) }}円</td></tr>
</table>

<div class="note">
    <strong>備考</strong>
    <p>{{ $invoice->note }}</p>
</div>
</body>
</html>
