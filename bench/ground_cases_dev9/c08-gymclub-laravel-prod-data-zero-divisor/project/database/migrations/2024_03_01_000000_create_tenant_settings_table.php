<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('tenant_settings', function (Blueprint $table) {
            $table->id();
            $table->foreignId('tenant_id')->unique()->constrained();
            $table->boolean('points_enabled')->default(true);
            $table->decimal('yuan_per_point', 8, 2)->default(1.00);
            $table->unsignedInteger('checkin_points')->default(5);
            $table->unsignedTinyInteger('booking_cancel_hours')->default(2);
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('tenant_settings');
    }
};
