<?php

return [
    'subject' => 'Your weekly digest (:count)',
    'greeting' => 'Hi :name,',
    'intro' => 'You have :count new notifications this week.',
    'open' => 'Open Machiba',
    'footer' => 'We send this email once a week.',
    'unsubscribe' => 'Unsubscribe',
];
