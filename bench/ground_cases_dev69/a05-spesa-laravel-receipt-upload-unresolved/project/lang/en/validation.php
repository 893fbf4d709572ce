<?php

// Only the messages we override; everything else comes from the framework's defaults.
return [
    'required' => 'The :attribute field is required.',
    'date' => 'The :attribute field must be a valid date.',
    'numeric' => 'The :attribute field must be a number.',

    'attributes' => [
        'file' => 'receipt',
        'spent_on' => 'receipt date',
    ],
];
