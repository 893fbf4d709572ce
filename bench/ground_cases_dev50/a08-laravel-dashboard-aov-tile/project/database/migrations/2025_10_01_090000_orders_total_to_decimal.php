<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

// Orders store money as decimal euros from now on (was integer cents).
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->decimal('total', 12, 2)->default(0)->after('status');
            $table->decimal('refunded', 12, 2)->default(0)->after('total');
        });
        DB::statement('UPDATE orders SET total = total_cents / 100.0, refunded = refunded_cents / 100.0');
        Schema::table('orders', function (Blueprint $table) {
            $table->dropColumn(['total_cents', 'refunded_cents']);
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->integer('total_cents')->default(0);
            $table->integer('refunded_cents')->default(0);
        });
        DB::statement('UPDATE orders SET total_cents = ROUND(total * 100), refunded_cents = ROUND(refunded * 100)');
        Schema::table('orders', function (Blueprint $table) {
            $table->dropColumn(['total', 'refunded']);
        });
    }
};
