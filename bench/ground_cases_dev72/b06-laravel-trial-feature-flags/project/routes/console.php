<?php

use Illuminate\Support\Facades\Schedule;

Schedule::command('usage:reset-monthly')->monthlyOn(1, '00:05')->timezone('Asia/Tokyo');
Schedule::command('invoices:generate')->monthlyOn(1, '03:00')->timezone('Asia/Tokyo');
