@extends('admin.layout')

@section('content')
<h1>Workspaces</h1>
<table class="table">
    <thead>
        <tr><th>Name</th><th>Plan</th><th>Projects</th><th>Members</th><th>Created</th></tr>
    </thead>
    <tbody>
    @foreach ($workspaces as $ws)
        <tr>
            <td>{{ $ws->name }}</td>
            <td>{{ $planLabels[$ws->plan] ?? ucfirst($ws->plan) }}</td>
            <td>{{ $ws->projects_count }}</td>
            <td>{{ $ws->members_count }}</td>
            <td>{{ $ws->created_at->format('Y-m-d') }}</td>
        </tr>
    @endforeach
    </tbody>
</table>
{{ $workspaces->links() }}
@endsection
