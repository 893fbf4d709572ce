<?php

use Illuminate\Support\Facades\Schedule;

Schedule::command('memberships:expire')
    ->dailyAt('00:10')
    ->timezone('Asia/Shanghai')
    ->withoutOverlapping()
    ->onOneServer();
