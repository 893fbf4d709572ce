<?php

// Opening hours of the central library; bookings must fit inside them.
return [
    'mon' => ['08:00', '22:00'],
    'tue' => ['08:00', '22:00'],
    'wed' => ['08:00', '22:00'],
    'thu' => ['08:00', '22:00'],
    'fri' => ['08:00', '20:00'],
    'sat' => ['10:00', '18:00'],
    'sun' => null,
];
