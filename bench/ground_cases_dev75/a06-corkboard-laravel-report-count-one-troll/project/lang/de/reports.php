<?php

return [
    'own_comment' => 'Du kannst deinen eigenen Kommentar nicht melden.',
    'reasons' => [
        'spam' => 'Spam',
        'harassment' => 'Belästigung oder Mobbing',
        'hate_speech' => 'Hassrede',
        'misinformation' => 'Falschinformation',
        'other' => 'Etwas anderes',
    ],
];
