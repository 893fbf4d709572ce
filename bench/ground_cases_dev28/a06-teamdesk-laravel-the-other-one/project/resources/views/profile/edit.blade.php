<x-app-layout>
    <x-slot name="header">
        <h2 class="font-semibold text-xl">{{ __('Profile') }}</h2>
    </x-slot>

    <div class="py-8 max-w-2xl mx-auto">
        @if (session('status') === 'profile-updated')
            <p class="text-sm text-green-700 mb-4">{{ __('Saved.') }}</p>
        @endif

        <form method="POST" action="{{ route('profile.update') }}" enctype="multipart/form-data" class="space-y-6">
            @csrf
            @method('PATCH')

            <x-input-label for="name" :value="__('Name')" />
            <x-text-input id="name" name="name" :value="old('name', $user->name)" required />
            <x-input-error :messages="$errors->get('name')" />

            <x-input-label for="email" :value="__('Email')" />
            <x-text-input id="email" name="email" type="email" :value="old('email', $user->email)" required />
            <x-input-error :messages="$errors->get('email')" />

            <x-input-label for="timezone" :value="__('Timezone')" />
            <select id="timezone" name="timezone" class="block w-full">
                @foreach ($timezones as $tz)
                    <option value="{{ $tz }}" @selected(old('timezone', $user->timezone) === $tz)>{{ $tz }}</option>
                @endforeach
            </select>

            <x-input-label for="avatar" :value="__('Avatar')" />
            <input id="avatar" name="avatar" type="file" accept="image/*" />

            <x-primary-button>{{ __('Save') }}</x-primary-button>
        </form>
    </div>
</x-app-layout>
