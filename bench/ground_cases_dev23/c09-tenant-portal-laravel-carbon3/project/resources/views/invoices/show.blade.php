@extends('layouts.app')

@section('content')
<div class="invoice">
    <h1>账单 {{ $invoice->number }}</h1>

    <dl class="invoice-meta">
        <dt>金额</dt>
        <dd>{{ $invoice->amountForHumans() }}</dd>

        <dt>到期日</dt>
        <dd>{{ $invoice->due_at->format('Y-m-d') }}</dd>

        <dt>状态</dt>
        <dd>
            @if ($invoice->isPaid())
                <span class="badge badge-success">已付款</span>
            @elseif ($invoice->daysUntilDue() < 0)
                <span class="badge badge-danger">已逾期 {{ abs($invoice->daysUntilDue()) }} 天</span>
            @else
                <span class="badge badge-warning">还有 {{ $invoice->daysUntilDue() }} 天到期</span>
            @endif
        </dd>
    </dl>

    @unless ($invoice->isPaid())
        <form method="post" action="{{ route('invoices.pay', $invoice) }}">
            @csrf
            <button type="submit" class="btn btn-primary">立即支付</button>
        </form>
    @endunless
</div>
@endsection
