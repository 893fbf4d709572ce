<nav class="border-b border-gray-100 bg-white">
    <div class="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <div class="flex items-center gap-6">
            <a href="{{ route('tickets.index') }}" class="font-semibold text-gray-900">Helpdesk</a>
            <x-nav-link :href="route('tickets.index')" :active="request()->routeIs('tickets.index')">
                {{ __('All tickets') }}
            </x-nav-link>
            @if (auth()->user()->isAgent())
                <x-nav-link :href="route('tickets.assigned')" :active="request()->routeIs('tickets.assigned')">
                    {{ __('Assigned to me') }}
                </x-nav-link>
            @endif
        </div>
        <div class="flex items-center gap-4">
            <a href="{{ route('profile.edit') }}" class="text-sm text-gray-600">{{ auth()->user()->name }}</a>
            <form method="POST" action="{{ route('logout') }}">
                @csrf
                <button type="submit" class="text-sm text-gray-600">{{ __('Log out') }}</button>
            </form>
        </div>
    </div>
</nav>
