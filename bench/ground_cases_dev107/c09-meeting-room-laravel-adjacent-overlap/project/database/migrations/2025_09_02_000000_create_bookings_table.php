<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('bookings', function (Blueprint $table) {
            $table->id();
            $table->foreignId('room_id')->constrained();
            $table->foreignId('user_id')->constrained();
            $table->dateTime('start_at');
            $table->dateTime('end_at');
            $table->string('status', 16)->default('confirmed');
            $table->timestamps();

            $table->index(['room_id', 'start_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('bookings');
    }
};

// 会议室预约表：start_at / end_at 为左闭右开区间 [start_at, end_at)。
// status: confirmed | cancelled
// 2025-09 初版，room_id 外键指向 rooms。
// 时间统一按 UTC 存储，展示时再转换。
