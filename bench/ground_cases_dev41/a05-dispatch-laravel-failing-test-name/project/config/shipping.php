<?php

return [

    /*
    | Orders placed before this hour (warehouse local time) are dispatched the
    | same working day.
    */
    'cutoff_hour' => (int) env('SHIPPING_CUTOFF_HOUR', 14),

    'warehouse_timezone' => env('SHIPPING_WAREHOUSE_TZ', 'Europe/Berlin'),

    /*
    | Public holidays in the warehouse's state (Berlin). Keep this list a year ahead.
    */
    'holidays' => [
        '2025-01-01', '2025-03-08', '2025-04-18', '2025-04-21', '2025-05-01',
        '2025-05-29', '2025-06-09', '2025-10-03', '2025-12-25', '2025-12-26',
        '2026-01-01', '2026-03-08', '2026-04-03', '2026-04-06', '2026-05-01',
    ],

    /*
    | Carriers and their service levels, with transit time in working days.
    */
    'carriers' => [
        'dhl' => ['name' => 'DHL Paket', 'services' => ['standard' => 2, 'express' => 1]],
        'dpd' => ['name' => 'DPD', 'services' => ['classic' => 2, 'predict' => 2]],
        'ups' => ['name' => 'UPS', 'services' => ['standard' => 3, 'saver' => 1]],
    ],

    'tracking_url' => [
        'dhl' => 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=%s',
        'dpd' => 'https://tracking.dpd.de/status/de_DE/parcel/%s',
        'ups' => 'https://www.ups.com/track?tracknum=%s',
    ],
];
