<x-app-layout>
    <x-slot name="header">
        <h2 class="font-semibold text-xl text-gray-800 leading-tight">{{ __('Profile') }}</h2>
    </x-slot>

    <div class="py-12 max-w-3xl mx-auto sm:px-6 lg:px-8">
        @if (session('status') === 'profile-updated')
            <p class="mb-4 text-sm text-green-700">{{ __('Saved.') }}</p>
        @endif

        <form method="post" action="{{ route('profile.update') }}" class="space-y-6">
            @csrf
            @method('patch')

            <x-input-label for="name" :value="__('Name')" />
            <x-text-input id="name" name="name" type="text" :value="old('name', $user->name)" required autofocus />
            <x-input-error :messages="$errors->get('name')" />

            <x-input-label for="email" :value="__('Email')" />
            <x-text-input id="email" name="email" type="email" :value="old('email', $user->email)" required />
            <x-input-error :messages="$errors->get('email')" />

            <x-input-label for="phone" :value="__('Phone (optional)')" />
            <x-text-input id="phone" name="phone" type="tel" :value="old('phone', $user->phone)" />

            <x-input-label for="timezone" :value="__('Time zone')" />
            <select id="timezone" name="timezone" class="rounded-md border-gray-300">
                @foreach ($timezones as $tz)
                    <option value="{{ $tz }}" @selected(old('timezone', $user->timezone) === $tz)>{{ $tz }}</option>
                @endforeach
            </select>

            <label class="flex items-center gap-2">
                <input type="hidden" name="newsletter" value="0">
                <input type="checkbox" name="newsletter" value="1" @checked(old('newsletter', $user->newsletter))>
                {{ __('Send me the monthly newsletter') }}
            </label>

            <x-primary-button>{{ __('Save changes') }}</x-primary-button>
        </form>
    </div>
</x-app-layout>
