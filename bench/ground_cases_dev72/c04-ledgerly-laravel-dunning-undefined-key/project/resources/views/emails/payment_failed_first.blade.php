<p>Hi,</p>
<p>We tried to charge {{ $amount }} for your Ledgerly subscription, but the payment did not go through.</p>
<p>We will try again on {{ $retryAt->toFormattedDateString() }}. You can update your card in Settings &rarr; Billing.</p>
<p>Questions? Write to {{ $supportEmail }}.</p>
