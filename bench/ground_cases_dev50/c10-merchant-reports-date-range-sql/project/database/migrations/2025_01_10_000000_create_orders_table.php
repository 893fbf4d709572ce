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
            $table->foreignId('merchant_id')->constrained();
            $table->string('number', 32)->unique();
            $table->string('status', 16);
            $table->char('currency', 3);
            $table->decimal('amount', 14, 2);
            $table->decimal('refunded_amount', 14, 2)->default(0);
            $table->dateTime('paid_at')->nullable();
            $table->timestamps();

            $table->index(['merchant_id', 'status', 'paid_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('orders');
    }
};
