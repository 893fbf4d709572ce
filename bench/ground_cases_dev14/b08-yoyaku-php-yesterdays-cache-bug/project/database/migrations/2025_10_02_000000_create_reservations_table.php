<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('reservations', function (Blueprint $table) {
            $table->id();
            $table->foreignId('shop_id')->constrained()->cascadeOnDelete();
            $table->foreignId('menu_id')->constrained();
            $table->dateTime('starts_at');
            $table->string('name', 50);
            $table->string('phone', 20);
            $table->string('email')->nullable();
            $table->text('note');
            $table->string('status', 20)->default('confirmed');
            $table->timestamps();

            $table->index(['shop_id', 'starts_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('reservations');
    }
};
