<!DOCTYPE html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}" dir="{{ in_array(app()->getLocale(), ['ar', 'he'], true) ? 'rtl' : 'ltr' }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>@yield('title', config('app.name'))</title>
    @vite(['resources/css/app.css', 'resources/js/app.js'])
</head>
<body class="bg-gray-50 text-gray-900">
    <header class="site-header">
        <a href="{{ route('posts.index') }}" class="logo">{{ config('app.name') }}</a>
        <nav class="locale-switch">
            @foreach (\App\Http\Middleware\SetLocale::SUPPORTED as $code)
                <a href="{{ route('locale.switch', $code) }}">{{ strtoupper($code) }}</a>
            @endforeach
        </nav>
    </header>
    <main class="container">
        @yield('content')
    </main>
</body>
</html>
