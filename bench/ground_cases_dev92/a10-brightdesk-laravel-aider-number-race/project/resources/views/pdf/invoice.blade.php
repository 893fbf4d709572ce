<html>
<head><style>body { font-family: DejaVu Sans, sans-serif; font-size: 12px; }</style></head>
<body>
  <h1>Invoice {{ $number }}</h1>
  <p>{{ $invoice->customer_name }}</p>
  <table width="100%">
    @foreach ($invoice->lines as $line)
      <tr><td>{{ $line->description }}</td><td align="right">{{ number_format($line->amount_cents / 100, 2) }}</td></tr>
    @endforeach
  </table>
  <p align="right"><strong>Total: {{ number_format($invoice->total_cents / 100, 2) }} {{ $invoice->currency }}</strong></p>
  <footer>Brightdesk Ltd · Registered in England and Wales · Company no. 11842203</footer>
</body>
</html>
