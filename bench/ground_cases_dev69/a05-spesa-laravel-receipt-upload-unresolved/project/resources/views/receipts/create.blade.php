<x-layout :title="__('Add receipt')">
    <h1>{{ __('Add receipt to claim #:id', ['id' => $claim->id]) }}</h1>

    <form method="POST" action="{{ route('receipts.store', $claim) }}" enctype="multipart/form-data">
        @csrf
        <label for="file">{{ __('Receipt') }}</label>
        <input id="file" name="file" type="file" accept=".pdf,image/*" required>
        <p class="hint">{{ __('PDF or photo, up to 10 MB.') }}</p>
        @error('file') <p class="error">{{ $message }}</p> @enderror

        <label for="amount">{{ __('Amount (EUR)') }}</label>
        <input id="amount" name="amount" type="number" step="0.01" min="0.01" value="{{ old('amount') }}" required>
        @error('amount') <p class="error">{{ $message }}</p> @enderror

        <label for="spent_on">{{ __('Date on receipt') }}</label>
        <input id="spent_on" name="spent_on" type="date" value="{{ old('spent_on') }}" required>
        @error('spent_on') <p class="error">{{ $message }}</p> @enderror

        <label for="category">{{ __('Category') }}</label>
        <select id="category" name="category">
            @foreach (['travel', 'meals', 'lodging', 'supplies', 'other'] as $c)
                <option value="{{ $c }}" @selected(old('category') === $c)>{{ __(ucfirst($c)) }}</option>
            @endforeach
        </select>

        <label for="note">{{ __('Note') }}</label>
        <textarea id="note" name="note" maxlength="500">{{ old('note') }}</textarea>

        <button type="submit">{{ __('Upload') }}</button>
    </form>
</x-layout>
