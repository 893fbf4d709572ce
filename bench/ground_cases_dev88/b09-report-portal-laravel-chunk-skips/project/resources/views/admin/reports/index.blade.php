@extends('layouts.admin')

@section('content')
<h1>レポート一覧</h1>
<form method="POST" action="{{ route('admin.reports.export') }}">
    @csrf
    <button type="submit">CSV エクスポート</button>
</form>
<table class="table">
    <thead>
        <tr><th>ID</th><th>タイトル</th><th>申請者</th><th>部署</th><th>金額</th><th>状態</th></tr>
    </thead>
    <tbody>
    @foreach ($reports as $report)
        <tr>
            <td>{{ $report->id }}</td>
            <td>{{ $report->title }}</td>
            <td>{{ $report->user->name }}</td>
            <td>{{ $report->user->department }}</td>
            <td>{{ number_format($report->amount) }}</td>
            <td>{{ $report->status }}</td>
        </tr>
    @endforeach
    </tbody>
</table>
{{ $reports->links() }}
@endsection
