<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Daily reference rates, filled by `php artisan rates:sync`. One row per
 * base/currency/day; days without a published rate have no row.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::create('exchange_rates', function (Blueprint $table) {
            $table->id();
            $table->char('base', 3);
            $table->char('currency', 3);
            $table->decimal('rate', 18, 6);
            $table->date('rate_date');
            $table->timestamps();

            $table->unique(['base', 'currency', 'rate_date']);
            $table->index(['currency', 'rate_date']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('exchange_rates');
    }
};
