<?php

namespace App\Providers;

use App\Models\Invoice;
use App\Models\User;
use App\Policies\InvoicePolicy;
use Illuminate\Foundation\Support\Providers\AuthServiceProvider as ServiceProvider;
use Illuminate\Support\Facades\Gate;

class AuthServiceProvider extends ServiceProvider
{
    protected $policies = [
        Invoice::class => InvoicePolicy::class,
    ];

    public function boot(): void
    {
        // CSV エクスポートはモデルに紐づかないので Gate で定義
        Gate::define('export-invoices', function (User $user) {
            return $user->isAdmin() || $user->isAccountant();
        });

        // 旧画面の削除ボタン用（もう使っていないはず）
        Gate::define('delete-invoice', function (User $user, Invoice $invoice) {
            return $user->company_id === $invoice->company_id && ! $user->isViewer();
        });
    }
}
