<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

/**
 * Orders get a stored total. New orders fill it on checkout; old ones are
 * filled by `php artisan orders:backfill-totals`. The column stays nullable
 * until the backfill has run on production, then a follow-up migration makes
 * it NOT NULL.
 */
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->unsignedBigInteger('total_cents')->nullable()->after('currency');
            $table->index('total_cents');
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['total_cents']);
            $table->dropColumn('total_cents');
        });
    }
};
