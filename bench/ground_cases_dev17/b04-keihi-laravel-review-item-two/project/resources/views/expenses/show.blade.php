@extends('layouts.app')

@section('content')
<div class="expense-detail">
    <h1>{{ $expense->title }}</h1>

    @if (session('status'))
        <p class="flash">{{ session('status') }}</p>
    @endif

    <dl>
        <dt>金額</dt>
        <dd>{{ number_format($expense->amount) }}円</dd>
        <dt>利用日</dt>
        <dd>{{ $expense->spent_on->format('Y/m/d') }}</dd>
        <dt>区分</dt>
        <dd>{{ $expense->categoryLabel() }}</dd>
        <dt>ステータス</dt>
        <dd class="status status-{{ $expense->status }}">{{ __('expense.status.' . $expense->status) }}</dd>
    </dl>

    @if ($expense->memo)
        <section class="memo">
            <h2>メモ</h2>
            {!! Str::markdown($expense->memo, ['html_input' => 'strip', 'allow_unsafe_links' => false]) !!}
        </section>
    @endif

    @if ($expense->status === 'rejected')
        <section class="reject">
            <h2>差し戻し理由</h2>
            <p>{!! nl2br($expense->reject_comment) !!}</p>
        </section>
    @endif

    <p><a href="{{ Storage::url($expense->receipt_path) }}" target="_blank" rel="noopener">領収書を表示</a></p>

    @can('approve', $expense)
        @if ($expense->status === 'pending')
            <form method="POST" action="{{ route('expenses.approve', $expense) }}">
                @csrf
                <button type="submit">承認</button>
            </form>
            <form method="POST" action="{{ route('expenses.reject', $expense) }}">
                @csrf
                <textarea name="reject_comment" required maxlength="1000"></textarea>
                <button type="submit">差し戻し</button>
            </form>
        @endif
    @endcan
</div>
@endsection
