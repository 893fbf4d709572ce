<!doctype html>
<html lang="{{ $invoice->locale }}">
<head>
    <meta charset="utf-8">
    <title>{{ __('invoice.title') }} {{ $invoice->number }}</title>
    <link rel="stylesheet" href="{{ public_path('css/invoice.css') }}">
</head>
<body>
    <header>
        <h1>{{ __('invoice.title') }}</h1>
        <p>{{ __('invoice.number') }}: {{ $invoice->number }}</p>
        <p>{{ __('invoice.date') }}: {{ $invoice->issued_at->locale($invoice->locale)->isoFormat('LL') }}</p>
    </header>

    <table class="lines">
        <thead>
            <tr>
                <th>{{ __('invoice.item') }}</th>
                <th>{{ __('invoice.quantity') }}</th>
                <th>{{ __('invoice.amount') }}</th>
            </tr>
        </thead>
        <tbody>
        @foreach ($invoice->lines as $line)
            <tr>
                <td>{{ $line->description }}</td>
                <td>{{ $line->quantity }}</td>
                <td>{{ $line->total()->format($invoice->locale) }}</td>
            </tr>
        @endforeach
        </tbody>
    </table>

    <p class="total">{{ __('invoice.total') }}: {{ $invoice->total()->format($invoice->locale) }}</p>
</body>
</html>
