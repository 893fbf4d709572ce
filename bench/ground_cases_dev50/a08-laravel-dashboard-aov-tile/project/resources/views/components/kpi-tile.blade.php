@props(['label', 'value'])
<div class="bg-white rounded shadow p-4">
    <div class="text-sm text-gray-500">{{ $label }}</div>
    <div class="text-2xl font-semibold mt-1">{{ $value }}</div>
</div>
