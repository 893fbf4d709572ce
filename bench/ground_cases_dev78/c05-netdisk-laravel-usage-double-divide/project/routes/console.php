<?php

use Illuminate\Support\Facades\Schedule;

Schedule::command('uploads:purge-orphans')->dailyAt('03:30');
