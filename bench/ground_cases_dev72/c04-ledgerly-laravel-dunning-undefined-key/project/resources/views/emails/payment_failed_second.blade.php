<p>Hi,</p>
<p>Your payment of {{ $amount }} failed again.</p>
<p>Next attempt: {{ $retryAt->toFormattedDateString() }}. Please update your card to avoid interruption.</p>
<p>Questions? Write to {{ $supportEmail }}.</p>
