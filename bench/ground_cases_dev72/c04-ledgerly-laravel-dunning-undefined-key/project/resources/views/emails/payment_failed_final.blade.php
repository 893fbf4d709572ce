<p>Hi,</p>
<p>This is our final attempt to collect {{ $amount }}.</p>
<p>If the charge on {{ $retryAt->toFormattedDateString() }} fails, your workspace will be suspended.</p>
<p>Your data stays safe for 30 days after suspension; paying the open invoice restores access right away.</p>
<p>Questions? Write to {{ $supportEmail }}.</p>
