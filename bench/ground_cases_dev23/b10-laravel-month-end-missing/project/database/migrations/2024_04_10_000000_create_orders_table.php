<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('orders', function (Blueprint $table) {
            $table->id();
            $table->foreignId('store_id')->constrained();
            $table->foreignId('customer_id')->nullable()->constrained();
            $table->string('status', 20);
            $table->unsignedInteger('total');
            $table->dateTime('ordered_at');
            $table->dateTime('picked_up_at')->nullable();
            $table->timestamps();

            $table->index(['store_id', 'status', 'ordered_at']);
            $table->index('ordered_at');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('orders');
    }
};
