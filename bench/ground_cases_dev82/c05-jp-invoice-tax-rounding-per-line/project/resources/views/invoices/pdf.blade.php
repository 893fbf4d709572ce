<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<style>
  body { font-family: ipaexg, sans-serif; font-size: 11px; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 4px; }
  .num { text-align: right; }
</style>
</head>
<body>
<h1>適格請求書</h1>
<p>{{ $invoice->customer_name }} 御中</p>
<p>請求番号: {{ $invoice->number }}　発行日: {{ $invoice->issued_on->format('Y年n月j日') }}</p>

<div class="issuer">
  {{ $issuer['name'] }}<br>
  登録番号: {{ $issuer['registration_number'] }}<br>
  〒{{ $issuer['postal_code'] }} {{ $issuer['address'] }}<br>
  TEL {{ $issuer['tel'] }}
</div>

<table>
  <tr><th>品目</th><th>単価</th><th>数量</th><th>金額</th></tr>
  @foreach ($lines as $line)
  <tr>
    <td>{{ $line->description }}{{ $line->tax_rate->marker() }}</td>
    <td class="num">¥{{ number_format($line->unit_price) }}</td>
    <td class="num">{{ $line->quantity }}</td>
    <td class="num">¥{{ number_format($line->amount()) }}</td>
  </tr>
  @endforeach
</table>

<table>
  @foreach ($summary as $rate => $row)
  <tr><td>{{ \App\Enums\TaxRate::from($rate)->label() }}</td><td class="num">¥{{ number_format($row['base']) }}</td><td class="num">消費税 ¥{{ number_format($row['tax']) }}</td></tr>
  @endforeach
  <tr><th>合計</th><th class="num" colspan="2">¥{{ number_format($totals['total']) }}</th></tr>
</table>
<p>※は軽減税率対象</p>
<p>お振込先: {{ $bank['name'] }} {{ $bank['account'] }} {{ $bank['holder'] }}</p>
</body>
</html>
