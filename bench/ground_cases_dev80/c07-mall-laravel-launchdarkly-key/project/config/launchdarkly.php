<?php

return [
    // Server-side SDK key of the LaunchDarkly environment (starts with "sdk-").
    'sdk_key' => env('LAUNCHDARKLY_SDK_KEY'),

    // With no key, or when set, every flag returns its default value.
    'offline' => env('LAUNCHDARKLY_OFFLINE', false),

    'timeout' => (float) env('LAUNCHDARKLY_TIMEOUT', 3),

    'send_events' => env('LAUNCHDARKLY_SEND_EVENTS', true),
];
