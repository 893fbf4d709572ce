<?php

use App\Jobs\QueueDueReminders;
use Illuminate\Support\Facades\Schedule;

// Every 10 minutes: queue SMS reminders for appointments starting in ~24 hours.
Schedule::job(new QueueDueReminders)->everyTenMinutes()->withoutOverlapping();

// Nightly: purge reminder logs older than 90 days (privacy policy).
Schedule::command('model:prune', ['--model' => 'App\\Models\\ReminderLog'])->dailyAt('03:15');
