<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('coupons', function (Blueprint $table) {
            $table->id();
            $table->string('code', 32)->unique();
            $table->enum('type', ['fixed', 'percent']);
            $table->unsignedInteger('value')->comment('fixed: 减免金额，单位：分; percent: 折扣百分比');
            $table->unsignedInteger('max_discount')->default(0)->comment('最高减免，单位：分，0 不限');
            $table->unsignedInteger('min_spend')->default(0)->comment('最低消费，单位：分，0 不限');
            $table->date('expires_at')->nullable()->comment('最后可用日期');
            $table->unsignedInteger('usage_limit')->default(0);
            $table->unsignedInteger('used_count')->default(0);
            $table->timestamps();

            $table->index('expires_at');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('coupons');
    }
};
