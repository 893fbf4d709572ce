<x-app-layout>
    <x-slot name="header">
        <h2 class="text-xl font-semibold text-gray-800">{{ $team->name }} · Projects</h2>
    </x-slot>

    <div class="mx-auto max-w-7xl px-6 py-8">
        @if ($projects->isEmpty())
            <p class="text-gray-500">No projects yet.</p>
        @else
            <div class="grid grid-cols-1 gap-4 md:grid-cols-3">
                @foreach ($projects as $project)
                    <a href="{{ route('projects.show', $project) }}"
                       class="block rounded-lg border border-gray-200 bg-white p-4 hover:border-{{ $project->color }}-400">
                        <div class="flex items-center justify-between">
                            <h3 class="font-medium text-gray-900">{{ $project->name }}</h3>
                            <span class="text-xs text-gray-500">{{ $project->updated_at->format('M j, Y') }}</span>
                        </div>
                        <p class="mt-2 text-sm text-gray-600">
                            Owner: {{ $project->owner->name }}
                        </p>
                        <p class="mt-1 text-sm text-gray-600">
                            {{ $project->tasks->where('done', false)->count() }} open tasks
                        </p>
                    </a>
                @endforeach
            </div>
        @endif
    </div>
</x-app-layout>
