<!DOCTYPE html>
<html lang="ja">
<head>
    <meta charset="utf-8">
    <title>請求書 {{ $invoice->number }}</title>
    <style>
        body { font-family: ipagothic, sans-serif; font-size: 11px; }
        table { width: 100%; border-collapse: collapse; }
        th, td { border: 1px solid #999; padding: 4px; }
        .num { text-align: right; }
    </style>
</head>
<body>
    <h1>請求書</h1>
    <p>{{ $invoice->customer->name }} 御中</p>
    <p>請求番号: {{ $invoice->number }} / 発行日: {{ $invoice->issued_on->format('Y年n月j日') }}</p>
    <table>
        <thead>
            <tr><th>品目</th><th>単価</th><th>数量</th><th>税率</th><th>金額</th></tr>
        </thead>
        <tbody>
        @foreach ($invoice->lines as $line)
            <tr>
                <td>{{ $line->description }}</td>
                <td class="num">{{ number_format($line->unit_price) }}</td>
                <td class="num">{{ $line->quantity }}</td>
                <td class="num">{{ $line->tax_rate }}%{{ $line->tax_rate === 8 ? ' ※' : '' }}</td>
                <td class="num">{{ number_format($line->unit_price * $line->quantity) }}</td>
            </tr>
        @endforeach
        </tbody>
    </table>
    <table>
        @foreach ($totals['by_rate'] as $rate => $row)
            <tr><th>{{ $rate }}% 対象</th><td class="num">{{ number_format($row['base']) }} (消費税 {{ number_format($row['tax']) }})</td></tr>
        @endforeach
        <tr><th>小計</th><td class="num">{{ number_format($totals['subtotal']) }}</td></tr>
        <tr><th>消費税</th><td class="num">{{ number_format($totals['tax']) }}</td></tr>
        <tr><th>合計</th><td class="num">{{ number_format($totals['total']) }}</td></tr>
    </table>
    <p>※は軽減税率対象</p>
</body>
</html>
