<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('memberships', function (Blueprint $table) {
            // memberships:expire filters on status + expires_at every night
            $table->index(['status', 'expires_at'], 'memberships_status_expires_at_index');
        });
    }

    public function down(): void
    {
        Schema::table('memberships', function (Blueprint $table) {
            $table->dropIndex('memberships_status_expires_at_index');
        });
    }

    /**
     * Run outside a transaction so MySQL can build the index online
     * (ALGORITHM=INPLACE) without locking the table during the nightly job.
     * Safe to re-run: down() only drops the index this migration created.
     */
    public $withinTransaction = false;
};
