<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="UTF-8">
<style>
  @font-face {
    font-family: 'IPAexGothic';
    src: url('{{ resource_path('fonts/ipaexg.ttf') }}') format('truetype');
  }
  body { font-family: 'IPAexGothic', sans-serif; font-size: 10.5pt; color: #222; }
  h1 { font-size: 18pt; letter-spacing: 0.3em; text-align: center; }
  table { width: 100%; border-collapse: collapse; margin-top: 12pt; }
  th, td { border: 0.5pt solid #999; padding: 4pt 6pt; }
  td.num { text-align: right; }
  .total { font-size: 13pt; font-weight: bold; }
</style>
</head>
<body>
<h1>請求書</h1>
<p>{{ $invoice->customer_name }} 御中</p>
<p>請求番号: {{ $invoice->number }}<br>発行日: {{ $invoice->issued_on->format('Y年n月j日') }}</p>
<table>
  <thead><tr><th>品目</th><th>数量</th><th>単価</th><th>金額</th></tr></thead>
  <tbody>
  @foreach ($lines as $line)
    <tr>
      <td>{{ $line->description }}</td>
      <td class="num">{{ $line->quantity }}</td>
      <td class="num">{{ number_format($line->unit_price) }}</td>
      <td class="num">{{ number_format($line->amount) }}</td>
    </tr>
  @endforeach
  </tbody>
</table>
<p class="total">ご請求金額 ¥{{ number_format($invoice->total) }}（税込）</p>
</body>
</html>
