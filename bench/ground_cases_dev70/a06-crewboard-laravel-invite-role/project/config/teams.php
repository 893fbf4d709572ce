<?php

return [
    // How long an invitation link stays valid, in hours.
    'invite_ttl' => (int) env('TEAM_INVITE_TTL', 48),

    'roles' => ['owner', 'admin', 'member', 'viewer'],

    // Roles an invitation may grant (owner is transferred, never invited).
    'invitable_roles' => ['admin', 'member', 'viewer'],

    'max_members' => (int) env('TEAM_MAX_MEMBERS', 50),
];
