<!DOCTYPE html>
<html lang="{{ app()->getLocale() }}">
<body style="font-family: sans-serif; color: #222;">
    <p>{{ __('digest.greeting', ['name' => $user->name]) }}</p>

    <p>{{ __('digest.intro', ['count' => $items->count()]) }}</p>

    @foreach ($items as $item)
        <div style="border-left: 3px solid #4a8; padding: 4px 12px; margin: 12px 0;">
            <div style="font-size: 12px; color: #666;">
                #{{ $item->message->channel->name }} ・ {{ $item->message->author->name }}
            </div>
            <div>{!! \Illuminate\Support\Str::markdown($item->message->body, ['html_input' => 'escape', 'allow_unsafe_links' => false]) !!}</div>
        </div>
    @endforeach

    <p><a href="{{ url('/notifications') }}">{{ __('digest.open') }}</a></p>

    <p style="font-size: 12px; color: #888;">
        {{ __('digest.footer') }}<br>
        <a href="{{ $unsubscribeUrl }}">{{ __('digest.unsubscribe') }}</a>
    </p>
</body>
</html>
