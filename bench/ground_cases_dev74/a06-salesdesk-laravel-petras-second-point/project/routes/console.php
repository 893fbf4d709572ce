<?php

use Illuminate\Support\Facades\Schedule;

Schedule::command('reports:sales-daily')->dailyAt('06:00')->timezone('Europe/Berlin');
Schedule::command('reports:commission')->monthlyOn(2, '06:00')->timezone('Europe/Berlin');
