<?php

return [

    /*
    | Earliest and latest bookable hour, in the room's local time.
    */
    'opening_hour' => (int) env('BOOKINGS_OPENING_HOUR', 7),
    'closing_hour' => (int) env('BOOKINGS_CLOSING_HOUR', 22),

    /*
    | Longest allowed booking, in hours.
    */
    'max_hours' => (int) env('BOOKINGS_MAX_HOURS', 8),

    /*
    | Minutes before a booking starts when the reminder mail goes out.
    */
    'reminder_minutes_before' => 15,

];
