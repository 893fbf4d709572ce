<?php

namespace App\Providers;

use App\Events\InvoiceIssued;
use App\Listeners\NotifyInvoiceIssued;
use Illuminate\Foundation\Support\Providers\EventServiceProvider as ServiceProvider;

class EventServiceProvider extends ServiceProvider
{
    protected $listen = [
        InvoiceIssued::class => [
            NotifyInvoiceIssued::class,
        ],
    ];

    public function shouldDiscoverEvents(): bool
    {
        return true;
    }
}
