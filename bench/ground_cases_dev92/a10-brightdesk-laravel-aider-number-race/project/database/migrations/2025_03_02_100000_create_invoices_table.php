<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration {
    public function up(): void
    {
        Schema::create('invoices', function (Blueprint $table) {
            $table->id();
            $table->foreignId('company_id')->constrained();
            $table->unsignedInteger('number')->nullable();
            $table->string('customer_name');
            $table->unsignedBigInteger('total_cents');
            $table->char('currency', 3);
            $table->timestamp('issued_at')->nullable();
            $table->timestamps();
        });
    }
};
