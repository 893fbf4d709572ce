<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * customers.region (华东/华南/...) for the regional dashboards.
     * Existing rows are filled by `php artisan customers:backfill-region`.
     */
    public function up(): void
    {
        Schema::table('customers', function (Blueprint $table) {
            $table->string('region', 16)->nullable()->after('city');
            $table->index('region');
        });
    }

    /**
     * Drops the column again; the backfilled values are lost.
     */
    public function down(): void
    {
        Schema::table('customers', function (Blueprint $table) {
            $table->dropIndex(['region']);
            $table->dropColumn('region');
        });
    }
};
