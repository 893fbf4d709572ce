<?php

return [
    'recipients' => array_filter(explode(',', env('REPORT_RECIPIENTS', ''))),
    'attach_csv' => env('REPORT_ATTACH_CSV', false),
];
