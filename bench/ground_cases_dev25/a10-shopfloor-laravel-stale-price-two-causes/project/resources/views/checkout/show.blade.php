@extends('layouts.shop')

@section('title', 'Checkout')

@section('content')
<div class="checkout">
    <h1>Checkout</h1>

    <table class="checkout__lines">
        @foreach ($cart->items as $item)
            <tr>
                <td>{{ $item->product->name }}</td>
                <td class="qty">&times; {{ $item->quantity }}</td>
                <td class="num">@money($item->quantity * $item->unit_price_cents)</td>
            </tr>
        @endforeach
        <tr class="total">
            <td colspan="2">Total</td>
            <td class="num">@money($total)</td>
        </tr>
    </table>

    <form method="POST" action="{{ route('checkout.store') }}" class="checkout__form">
        @csrf
        @guest
            <label for="email">E-mail for your receipt</label>
            <input id="email" type="email" name="email" required autocomplete="email">
        @endguest
        <button type="submit" class="btn btn-primary">Proceed to payment</button>
    </form>

    <p class="checkout__note">Prices include VAT. You can review your order before paying.</p>
</div>
@endsection
