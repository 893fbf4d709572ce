<!DOCTYPE html>
<html>
<body style="font-family: sans-serif; color: #1f2933;">
    <p>Hi,</p>

    <p>{{ $inviter->name }} invited you to join <strong>{{ $team->name }}</strong>.</p>

    <p>
        <a href="{{ $url }}" style="background:#3b82f6;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;">
            Accept invitation
        </a>
    </p>

    <p>The link is valid for {{ $hours }} hours.</p>

    <hr>
    <p style="font-size: 12px; color: #7b8794;">
        &copy; {{ date('Y') }} {{ config('app.name') }}. You received this mail because someone invited {{ $invitation->email }}.
    </p>
</body>
</html>
