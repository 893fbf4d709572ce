@extends('layouts.admin')

@section('content')
<div class="grid grid-cols-3 gap-4">
    <x-stat label="売上（税込）" :value="number_format($revenue) . ' 円'" />
    <x-stat label="売上（税抜）" :value="number_format($revenueExTax) . ' 円'" />
    <x-stat label="客単価" :value="number_format($averageOrderValue) . ' 円'" />
    <x-stat label="CVR" :value="$conversionRate . ' %'" />
    <x-stat label="在庫少" :value="$lowStock" />
    <x-stat label="消化率" :value="$sellThrough . ' %'" />
</div>
@endsection
