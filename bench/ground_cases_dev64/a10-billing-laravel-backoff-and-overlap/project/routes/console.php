<?php

use Illuminate\Support\Facades\Artisan;

Artisan::command('ledger:ping', function () {
    $this->info('ledger url: '.config('services.ledger.url'));
});
