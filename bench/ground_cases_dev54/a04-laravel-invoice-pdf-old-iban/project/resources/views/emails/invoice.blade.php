@component('mail::message')
# Ihre Rechnung {{ $invoice->number }}

Guten Tag {{ $invoice->customer->contact_name ?? '' }},

anbei erhalten Sie unsere Rechnung {{ $invoice->number }} vom {{ $invoice->issued_at->format('d.m.Y') }}
über **{{ \App\Services\Invoices\VatCalculator::money($totals['gross']) }}**.

@component('mail::table')
| | |
|:--|--:|
| Nettobetrag | {{ \App\Services\Invoices\VatCalculator::money($totals['net']) }} |
| MwSt. | {{ \App\Services\Invoices\VatCalculator::money($totals['vat']) }} |
| **Gesamt** | **{{ \App\Services\Invoices\VatCalculator::money($totals['gross']) }}** |
@endcomponent

Bitte überweisen Sie den Betrag bis zum {{ $invoice->due_at->format('d.m.Y') }} auf folgendes Konto:

{{ config('billing.bank.name') }}<br>
IBAN {{ config('billing.bank.iban') }}<br>
BIC {{ config('billing.bank.bic') }}

Verwendungszweck: {{ $invoice->number }}

@component('mail::button', ['url' => route('invoices.pdf', $invoice)])
Rechnung als PDF
@endcomponent

Bei Fragen zu dieser Rechnung erreichen Sie uns unter buchhaltung@gruenwerk.de
oder telefonisch unter 0821 455 90-30.

Mit freundlichen Grüßen<br>
Ihre Buchhaltung<br>
{{ config('billing.company.name') }}
@endcomponent
