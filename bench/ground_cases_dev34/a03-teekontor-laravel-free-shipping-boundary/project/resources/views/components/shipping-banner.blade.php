@php
    $threshold = config('shop.shipping.free_shipping_threshold');
@endphp

@if ($threshold)
    <div class="banner banner--shipping" role="note">
        <svg class="icon" aria-hidden="true"><use href="#icon-truck"/></svg>
        {{ __('Free shipping from :amount', ['amount' => \App\Support\Money::format($threshold)]) }}
    </div>
@endif
