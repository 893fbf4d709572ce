<form method="POST" action="{{ route('newsletter.store') }}" class="newsletter">
    @csrf
    <input type="hidden" name="source" value="{{ $source ?? 'footer' }}">
    <label for="newsletter-email" class="newsletter__label">メールマガジン</label>
    <div class="newsletter__row">
        <input id="newsletter-email" type="email" name="email" value="{{ old('email') }}"
               placeholder="you@example.com" required>
        <button type="submit">登録</button>
    </div>
    @error('email')
        <p class="newsletter__error">{{ $message }}</p>
    @enderror
    @if (session('newsletter_status'))
        <p class="newsletter__ok">{{ session('newsletter_status') }}</p>
    @endif
</form>
