@php($money = [\App\Services\Invoices\VatCalculator::class, 'money'])
<!DOCTYPE html>
<html lang="de">
<head>
    <meta charset="utf-8">
    <title>Rechnung {{ $invoice->number }}</title>
    <link rel="stylesheet" href="{{ public_path('css/pdf.css') }}">
</head>
<body>
<div class="address">
    {{ $invoice->customer->company_name }}<br>
    {{ $invoice->customer->street }}<br>
    {{ $invoice->customer->zip }} {{ $invoice->customer->city }}
</div>

<h1>Rechnung {{ $invoice->number }}</h1>
<p>Rechnungsdatum: {{ $invoice->issued_at->format('d.m.Y') }} &middot; Kundennummer: {{ $invoice->customer->number }}</p>

<table class="items">
    <tr><th>Pos.</th><th>Artikel</th><th>Menge</th><th class="num">Einzelpreis</th><th class="num">Gesamt</th></tr>
    @foreach ($invoice->items as $item)
        <tr>
            <td>{{ $item->position }}</td>
            <td>{{ $item->article_no }} {{ $item->description }}</td>
            <td>{{ $item->quantity }} {{ $item->unit }}</td>
            <td class="num">{{ $money($item->unit_price) }}</td>
            <td class="num">{{ $money($item->lineTotal()) }}</td>
        </tr>
    @endforeach
    <tr class="sum"><td colspan="4">Nettobetrag</td><td class="num">{{ $money($totals['net']) }}</td></tr>
    @foreach ($totals['vat_groups'] as $rate => $group)
        <tr>
            <td colspan="4">zzgl. MwSt. {{ number_format((float) $rate, 0) }} % auf {{ $money($group['net']) }}</td>
            <td class="num">{{ $money($group['vat']) }}</td>
        </tr>
    @endforeach
    <tr class="total"><td colspan="4">Rechnungsbetrag</td><td class="num">{{ $money($totals['gross']) }}</td></tr>
</table>

<p>Zahlbar innerhalb von {{ config('billing.payment_terms_days') }} Tagen ohne Abzug bis {{ $invoice->due_at->format('d.m.Y') }}.</p>

<div class="footer">
    <table>
        <tr>
            <td>{{ config('billing.company.name') }}<br>{{ config('billing.company.street') }}<br>{{ config('billing.company.city') }}</td>
            <td>Geschäftsführer: {{ config('billing.company.managing_director') }}<br>{{ config('billing.company.register') }}<br>USt-IdNr. {{ config('billing.company.vat_id') }}</td>
            <td>Stadtsparkasse Augsburg<br>IBAN DE44 7205 0000 0251 3498 77<br>BIC AUGSDE77XXX</td>
        </tr>
    </table>
</div>
</body>
</html>
