<?php

return [
    'own_comment' => 'You cannot report your own comment.',
    'reasons' => [
        'spam' => 'Spam',
        'harassment' => 'Harassment or bullying',
        'hate_speech' => 'Hate speech',
        'misinformation' => 'False information',
        'other' => 'Something else',
    ],
];
