<?php

use Illuminate\Support\Facades\Schedule;

Schedule::command('rentals:pickup-reminders')->hourly()->withoutOverlapping();
