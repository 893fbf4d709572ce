<x-mail::message>
# Your invoice is ready

The invoice for this month ({{ $amount }}) is attached as a PDF.

You can also download all invoices from **Settings > Billing**.

Thanks,<br>
Karto Billing
</x-mail::message>
