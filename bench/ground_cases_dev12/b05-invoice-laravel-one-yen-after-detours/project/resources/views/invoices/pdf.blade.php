<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>請求書 {{ $invoice->invoice_no }}</title>
<style>
  body { font-family: ipaexg, sans-serif; font-size: 11px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 4px 6px; }
  td.num { text-align: right; }
  .summary th { background: #f0f0f0; width: 30%; }
</style>
</head>
<body>
<h1>請求書</h1>
<p>{{ $invoice->client->name }} 御中</p>
<p>請求書番号: {{ $invoice->invoice_no }} / 発行日: {{ $invoice->issued_on->format('Y年n月j日') }}</p>
<p>登録番号: {{ config('company.invoice_registration_no') }}</p>

<table>
  <tr><th>品目</th><th>単価</th><th>数量</th><th>金額</th></tr>
  @foreach ($invoice->lines as $line)
  <tr>
    <td>{{ $line->label() }}</td>
    <td class="num">{{ number_format($line->unit_price) }}</td>
    <td class="num">{{ $line->quantity }}</td>
    <td class="num">{{ number_format($line->amount()) }}</td>
  </tr>
  @endforeach
</table>

<table class="summary">
  @foreach ($subtotals as $rate => $amount)
  <tr><th>{{ $rate }}%対象</th><td class="num">{{ number_format($amount) }}円 (消費税 {{ number_format($taxes[$rate]) }}円)</td></tr>
  @endforeach
  <tr><th>小計</th><td class="num">{{ number_format($calc->subtotal()) }}円</td></tr>
  <tr><th>消費税</th><td class="num">{{ number_format($calc->taxAmount()) }}円</td></tr>
  <tr><th>合計</th><td class="num">{{ number_format($calc->total()) }}円</td></tr>
</table>
<p>※は軽減税率 (8%) 対象</p>
</body>
</html>
