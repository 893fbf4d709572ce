@extends('layouts.app')

@section('content')
<h1>お問い合わせ</h1>
<form id="inquiry-form" method="post" action="{{ route('inquiry.store') }}" enctype="multipart/form-data" novalidate>
  @csrf
  @foreach (['name' => 'お名前', 'kana' => 'フリガナ', 'email' => 'メールアドレス', 'tel' => '電話番号', 'zip' => '郵便番号'] as $key => $label)
    <div class="field">
      <label for="{{ $key }}">{{ $label }}</label>
      <input id="{{ $key }}" name="{{ $key }}" value="{{ old($key) }}">
      <p class="error">{{ $errors->first($key) }}</p>
    </div>
  @endforeach
  <div class="field">
    <label for="body">お問い合わせ内容</label>
    <textarea id="body" name="body" rows="10">{{ old('body') }}</textarea>
    <p class="hint"><span id="body-count">0 / 2000</span></p>
    <p class="error">{{ $errors->first('body') }}</p>
  </div>
  <div class="field">
    <label for="attachment">添付ファイル（PDF / JPEG / PNG、5MBまで）</label>
    <input type="file" id="attachment" name="attachment" accept=".pdf,.jpg,.jpeg,.png">
    <p class="error">{{ $errors->first('attachment') }}</p>
  </div>
  <button type="submit">送信する</button>
</form>
@vite('resources/js/inquiry.js')
@endsection
