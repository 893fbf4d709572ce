<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('clinics', function (Blueprint $table) {
            $table->id();
            $table->string('name');
            $table->string('slug')->unique();
            $table->string('address');
            $table->string('phone', 32);
            // IANA zone, e.g. Europe/Lisbon. Used by reminders and the admin calendar.
            $table->string('timezone')->default('Europe/Lisbon');
            // Hours from UTC, set by hand when the clinic is created.
            $table->smallInteger('utc_offset')->default(0);
            $table->string('locale', 5)->default('pt_PT');
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('clinics');
    }
};
