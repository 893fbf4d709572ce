<x-mail::message>
# Hi {{ $name }},

welcome to Karto! Your workspace is ready.

<x-mail::button :url="$dashboardUrl">
Open your dashboard
</x-mail::button>

Questions? Just reply to this email.

Thanks,<br>
The Karto team
</x-mail::message>
