<?php

return [
    // How many reports hide a comment until a moderator reviews it.
    'hide_threshold' => (int) env('MODERATION_HIDE_THRESHOLD', 3),

    // Reporters need an account at least this old (hours) for their report to count.
    'min_account_age_hours' => 24,
];
