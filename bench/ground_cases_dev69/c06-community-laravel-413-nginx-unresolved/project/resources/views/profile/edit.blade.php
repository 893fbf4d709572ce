@extends('layouts.app')

@section('content')
<div class="profile-edit">
    <h1>编辑资料</h1>

    @if (session('status'))
        <div class="alert alert-success">{{ session('status') }}</div>
    @endif

    <form method="POST" action="{{ route('profile.update') }}" enctype="multipart/form-data">
        @csrf
        @method('PATCH')

        <label for="avatar">头像</label>
        <input id="avatar" type="file" name="avatar" accept="image/*">
        @error('avatar') <p class="error">{{ $message }}</p> @enderror

        <label for="nickname">昵称</label>
        <input id="nickname" name="nickname" value="{{ old('nickname', $user->nickname) }}" maxlength="20">
        @error('nickname') <p class="error">{{ $message }}</p> @enderror

        <label for="bio">个人简介</label>
        <textarea id="bio" name="bio" maxlength="200">{{ old('bio', $user->bio) }}</textarea>
        @error('bio') <p class="error">{{ $message }}</p> @enderror

        <label for="birthday">生日</label>
        <input id="birthday" type="date" name="birthday" value="{{ old('birthday', optional($user->birthday)->format('Y-m-d')) }}">
        @error('birthday') <p class="error">{{ $message }}</p> @enderror

        <button type="submit">保存</button>
    </form>
</div>
@endsection
