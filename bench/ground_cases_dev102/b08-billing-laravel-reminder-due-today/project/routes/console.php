<?php

use Illuminate\Support\Facades\Schedule;

Schedule::command('invoices:remind')->dailyAt('09:00')->timezone('Asia/Tokyo');
