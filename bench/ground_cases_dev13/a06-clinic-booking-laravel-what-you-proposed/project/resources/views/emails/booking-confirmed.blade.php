@extends('emails.layout')

@section('content')
    <h1>{{ __('booking.confirmed_heading', [], $clinic->locale) }}</h1>

    <p>
        {{ __('booking.confirmed_intro', ['practitioner' => $practitioner], $clinic->locale) }}
    </p>

    <table class="details" role="presentation">
        <tr>
            <th>{{ __('booking.date', [], $clinic->locale) }}</th>
            <td>{{ $date }}</td>
        </tr>
        <tr>
            <th>{{ __('booking.time', [], $clinic->locale) }}</th>
            <td>{{ $time }} &ndash; {{ $endTime }}</td>
        </tr>
        <tr>
            <th>{{ __('booking.where', [], $clinic->locale) }}</th>
            <td>
                {{ $clinic->displayName() }}<br>
                {{ $clinic->address }}<br>
                <a href="{{ $clinic->mapsUrl() }}">{{ __('booking.directions', [], $clinic->locale) }}</a>
            </td>
        </tr>
    </table>

    <p class="small">
        {{ __('booking.cancel_hint', ['phone' => $clinic->phone], $clinic->locale) }}
    </p>
@endsection
