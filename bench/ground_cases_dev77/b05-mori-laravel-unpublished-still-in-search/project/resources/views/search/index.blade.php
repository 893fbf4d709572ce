<x-layout title="検索">
    <form action="{{ route('search') }}" method="get">
        <input type="search" name="q" value="{{ $q }}" placeholder="商品名・ブランド">
    </form>

    <ul class="products">
        @forelse ($products as $product)
            <li>
                <a href="{{ url('/products/'.$product->id) }}">{{ $product->name }}</a>
                <span>¥{{ number_format($product->price) }}</span>
            </li>
        @empty
            <li>見つかりませんでした</li>
        @endforelse
    </ul>

    {{ $products->links() }}
</x-layout>
