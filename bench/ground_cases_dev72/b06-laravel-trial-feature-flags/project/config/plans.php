<?php

return [
    'free' => [
        'features' => ['projects'],
        'max_projects' => 3,
    ],
    'pro' => [
        'features' => ['projects', 'export_csv', 'webhooks'],
        'max_projects' => 20,
    ],
    'business' => [
        'features' => ['projects', 'export_csv', 'webhooks', 'sso', 'priority_support', 'audit_log'],
        'max_projects' => null,
    ],
    // trial workspaces get this plan's features until trial_ends_at
    'trial_plan' => 'business',
];
